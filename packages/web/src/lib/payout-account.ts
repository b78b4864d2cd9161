import { PAYOUT_TARGET, type PayoutAccount } from '@mbo/contracts/calls/payouts';
import { formatBsb } from '@mbo/contracts/lookups/bsb-directory';

/** Groups of four ("6200 0012 3456"), as account numbers are shown (second document, section 9). */
const inFours = (text: string) => text.replace(/(.{4})(?=.)/g, '$1 ');

/** "Commonwealth Bank · BSB 062-000 · ****5678 · Harbour Noodle House", or the global account's number in fours. */
export function describePayoutAccount(account: PayoutAccount): string {
  const parts =
    account.settlement_type === PAYOUT_TARGET.bank
      ? [account.bank_name, `BSB ${formatBsb(account.bsb_number)}`, account.account_number, account.account_name]
      : [inFours(account.global_account_number)];
  return parts.filter(Boolean).join(' · ');
}
