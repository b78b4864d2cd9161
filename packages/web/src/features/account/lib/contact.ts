import type { FormRule } from 'antd';
import { ACCOUNT_TYPE, CODE_LENGTH, MSG_TYPE } from '@mbo/contracts/constants';
import { maskedEmail, maskedPhone } from '@mbo/contracts/contact-mask';
import { CODE_RULE } from '@mbo/contracts/field-rules';
import { tShared } from '../../../i18n/i18n.ts';
import type { UserInfo } from '../../../lib/session.ts';

export type Contact = 'phone' | 'email';

/** MsgType and AccountType of each contact: step 1 verifies the current one, step 2 binds the new one. */
export const CONTACT_CALL = {
  phone: { accountType: ACCOUNT_TYPE.phone, verify: MSG_TYPE.verifyOldPhone, bind: MSG_TYPE.bindPhone },
  email: { accountType: ACCOUNT_TYPE.email, verify: MSG_TYPE.verifyOldEmail, bind: MSG_TYPE.bindEmail },
} as const;

/** The user's phone or e-mail, masked; null when they have none. */
export function maskedContact(user: UserInfo, contact: Contact): string | null {
  if (contact === 'email') return user.email ? maskedEmail(user.email) : null;
  return user.phone ? maskedPhone(user.country_code, user.phone) : null;
}

/**
 * Which contact step 1 verifies when changing or adding `contact`: that one when the user has it, else the other
 * (a user who signed up by e-mail adds a first phone by proving the e-mail, and the other way round).
 */
export const stepOneContact = (user: UserInfo, contact: Contact): Contact =>
  maskedContact(user, contact) ? contact : contact === 'phone' ? 'email' : 'phone';

/** The code field: 'Please enter the verification code' when empty, the six-digit message when malformed. */
export const codeRule: FormRule = {
  validator: async (_rule, value: unknown) => {
    const code = typeof value === 'string' ? value.trim() : '';
    if (!code) throw new Error(tShared('auth.code_required'));
    if (code.length !== CODE_LENGTH || !CODE_RULE.isValid(code)) throw new Error(tShared(CODE_RULE.messageKey));
  },
};
