import { sql } from 'drizzle-orm';
import type { Language } from '@mbo/contracts/constants';
import { PAYOUT_TARGET, type PayoutAccount } from '@mbo/contracts/calls/payouts';
import { bsbLookup } from '@mbo/contracts/lookups/bsb-directory';
import type { Database } from '@mbo/db/client';
import { globalAccountNumber } from '../global-account/global-account.public.ts';

/**
 * The account a payout went (or goes) to, as its clearing recorded it (settlements.settlement_account_id, the
 * account in force at clearing time): a bank account — bank name from the BSB directory, BSB, the account name and
 * the number masked but for its last 4 digits (the payout pages are open to finance too) — or the global account
 * by its number. A clearing to the default global account records no entry; its number is still known.
 */
export async function payoutAccount(
  db: Database,
  merchantId: number,
  settlementId: number,
  language: Language,
): Promise<PayoutAccount | null> {
  const { rows } = await db.execute<{
    currency_id: number;
    method: string;
    type: number | null;
    account_name: string | null;
    bsb: string | null;
    account_number: string | null;
  }>(sql`
    select s.currency_id, s.method, a.type, a.account_name, a.bsb, a.account_number
    from settlements s left join settlement_accounts a on a.id = s.settlement_account_id
    where s.merchant_id = ${merchantId} and s.id = ${settlementId}`);
  const row = rows[0];
  if (!row) return null;
  if (row.method !== 'bank' || row.type !== PAYOUT_TARGET.bank)
    return {
      settlement_type: PAYOUT_TARGET.globalAccount,
      bank_name: '',
      bsb_number: '',
      account_name: '',
      account_number: '',
      global_account_number: globalAccountNumber(merchantId, Number(row.currency_id)),
    };
  const number = row.account_number ?? '';
  const bank = bsbLookup(row.bsb ?? '');
  return {
    settlement_type: PAYOUT_TARGET.bank,
    bank_name: bank ? (language === 'zh_CN' ? bank.bank.zh : bank.bank.en) : '',
    bsb_number: row.bsb ?? '',
    account_name: row.account_name ?? '',
    account_number: `${'*'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`,
    global_account_number: '',
  };
}
