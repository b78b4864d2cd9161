import { maskedEmail, maskedPhone } from '@mbo/contracts/contact-mask';
import type { SecurityLogRow } from './security-log.repository.ts';

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
