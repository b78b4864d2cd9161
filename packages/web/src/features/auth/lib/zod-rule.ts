import type { FormRule } from 'antd';
import { tShared } from '../../../i18n/i18n.ts';

/** The part of a zod schema a form rule needs; schemas of contracts/validation.ts fit it. */
interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/**
 * An antd form rule from a shared zod schema, so the form checks exactly what the server checks. The schema's
 * message is a key of the shared catalogue, translated when the rule fails. `prepare` adjusts the value first
 * (e.g. the 0 of an Australian mobile) the way the server does.
 */
export function zodRule(schema: Schema, prepare: (value: string) => string = (value) => value): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(prepare(typeof value === 'string' ? value : ''));
      if (!result.success) throw new Error(tShared(result.error.issues[0]?.message ?? 'validation.body_invalid'));
    },
  };
}
