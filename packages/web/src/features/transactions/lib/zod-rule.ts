import type { FormRule } from 'antd';
import { tShared } from '../../../i18n/i18n.ts';

/** The part of a zod schema a form rule needs. */
interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/** An antd form rule from a field schema of the contract: the form refuses what the server would, in the same words. */
export function zodRule(schema: Schema): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? undefined);
      if (!result.success) throw new Error(tShared(result.error.issues[0]?.message ?? 'validation.body_invalid'));
    },
  };
}
