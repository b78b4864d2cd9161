import type { SecurityLogRow } from './security-log.repository.ts';

/** "o***@demo.test": enough to recognise an account, not to learn its address. */
export function maskedEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}

/** "+61 ******0001". */
export function maskedPhone(countryCode: string | null, phone: string): string {
  return `${countryCode ?? ''} ${'*'.repeat(Math.max(0, phone.length - 4))}${phone.slice(-4)}`.trim();
}

/**
 * Who acted, as the merchant knows them: the name it gave the member (kept after removal, so old entries still read
 * right), else the account's own name, else its masked e-mail or phone; null when no user is named (merchant API).
 */
export function whoOf(row: SecurityLogRow): string | null {
  if (row.user_id === null) return null;
  if (row.member_name) return row.member_name;
  if (row.account_name) return row.account_name;
  if (row.account_email) return maskedEmail(row.account_email);
  if (row.account_phone) return maskedPhone(row.account_country_code, row.account_phone);
  return null;
}
