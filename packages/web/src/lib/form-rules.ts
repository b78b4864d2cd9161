import type { FormRule } from 'antd';
import type { FieldRule } from '@mbo/contracts/field-rules';
import { tShared } from '../i18n/i18n.ts';

/**
 * An antd form rule from a shared field rule (contracts/field-rules.ts), so the form refuses what the server
 * would, in the same words (the rule's message, translated when it fails, so it follows a language switch).
 * `prepare` adjusts the value first (e.g. the 0 of an Australian mobile) the way the server does.
 */
export function fieldRule(rule: FieldRule, prepare: (value: string) => string = (value) => value): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (!rule.isValid(prepare(typeof value === 'string' ? value : ''))) throw new Error(tShared(rule.messageKey));
    },
  };
}

/** The part of a zod schema a form rule needs; the contract's field schemas fit it. */
interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/** An antd form rule from a field schema of the contract (the value as the form holds it: a number, a text …). */
export function zodRule(schema: Schema): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? undefined);
      if (!result.success) throw new Error(tShared(result.error.issues[0]?.message ?? 'validation.body_invalid'));
    },
  };
}
