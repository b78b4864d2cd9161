import type { FormRule } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { PERSON_NAME_RULE } from '@mbo/contracts/field-rules';
import { tShared } from '../../../i18n/i18n.ts';
import { fieldRule } from '../../../lib/form-rules.ts';

/** A rule whose message is looked up when it fails, so it follows a language switch. */
const check = (isValid: (value: unknown) => boolean, key: string): RuleObject => ({
  validator: async (_rule, value: unknown) => {
    if (!isValid(value)) throw new Error(tShared(key));
  },
});

const isFilled = (value: unknown) => typeof value === 'string' && value !== '';

/** Sign-in only requires the password (spec section 5); the strength rule applies to new passwords. */
export const passwordRequiredRule = check(isFilled, 'validation.password_required');

/** The register call's own rule for the name. */
export const nameRule = fieldRule(PERSON_NAME_RULE);

/** The confirmation is not empty and equals the new password held in `field`. */
export const confirmRules = (field: string): FormRule[] => [
  check(isFilled, 'validation.confirm_required'),
  ({ getFieldValue }) =>
    check((value) => !isFilled(value) || value === getFieldValue(field), 'validation.confirm_mismatch'),
];
