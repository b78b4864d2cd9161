import { ACCOUNT_TYPE } from '@mbo/contracts/constants';
import { emailSchema, phoneSchema } from '@mbo/contracts/validation';
import { normalisePhone } from '@mbo/contracts/field-rules';
import { badRequest } from '../../lib/app-error.ts';

/** An account as named at sign-in: an e-mail, or a phone number under a country code. */
export type AccountRef = { type: 'email'; email: string } | { type: 'phone'; countryCode: string; phone: string };

/**
 * Validates and normalises the account of a request (e-mail lower-cased; Australian mobiles get their 0).
 * Bad input gets the same message the login form shows.
 */
export function parseAccount(accountType: number, account: string, countryCode: string): AccountRef {
  if (accountType === ACCOUNT_TYPE.email) {
    const parsed = emailSchema.safeParse(account);
    if (!parsed.success) throw badRequest('validation.email_invalid');
    return { type: 'email', email: parsed.data.toLowerCase() };
  }
  const phone = normalisePhone(countryCode, account);
  if (!phoneSchema.safeParse(phone).success) throw badRequest('validation.phone_invalid');
  return { type: 'phone', countryCode, phone };
}

/** The key codes and sign-in throttling are bound to. */
export function accountKey(account: AccountRef): string {
  return account.type === 'email' ? `email:${account.email}` : `phone:${account.countryCode} ${account.phone}`;
}

/** Where a message for this account goes. */
export function recipientOf(account: AccountRef): { channel: 'email' | 'sms'; recipient: string } {
  return account.type === 'email'
    ? { channel: 'email', recipient: account.email }
    : { channel: 'sms', recipient: `${account.countryCode} ${account.phone}` };
}

/**
 * Who a guess of a secret counts against (guesses.ts): the user, so the e-mail and the phone of one person share
 * one limit; an account that does not exist is counted under the name typed, so the answers stay the same.
 */
export function guesserKey(userId: number | undefined, account?: AccountRef): string {
  if (userId !== undefined) return `user:${userId}`;
  if (!account) throw new Error('a guess needs a user or an account name');
  return accountKey(account);
}

/** Where a code for a person goes: their phone by SMS, or their e-mail when they have no phone. */
export function codeAccountOf(contact: {
  countryCode: string | null;
  phone: string | null;
  email: string | null;
}): AccountRef | null {
  if (contact.phone && contact.countryCode)
    return { type: 'phone', countryCode: contact.countryCode, phone: contact.phone };
  if (contact.email) return { type: 'email', email: contact.email };
  return null;
}

/** "+61 ******0001", "o***@demo.test": enough to recognise, not enough to learn. */
export function maskedAccount(account: AccountRef): string {
  if (account.type === 'email') {
    const [name = '', domain = ''] = account.email.split('@');
    return `${name.slice(0, 1)}***@${domain}`;
  }
  return `${account.countryCode} ${'*'.repeat(Math.max(0, account.phone.length - 4))}${account.phone.slice(-4)}`;
}
