import type { Database } from '@mbo/db/client';
import type { RefundPath } from '../../money/money.public.ts';
import { createRefundsRepository } from './refunds.repository.ts';
import { createRefundRules } from './refunds.service.ts';

// What other areas use of refunds (ARCHITECTURE.md, "Server areas and their public surfaces"): the refund rules (the
// merchant API refunds by them) and the merchant-number check of a refund's detail (transactions). The repository
// stays inside.
export type { RefundRules } from './refunds.service.ts';

/** The refund rules over this area's own refunds repository. */
export function createRefundRulesFor(db: Database, refundPath: RefundPath) {
  return createRefundRules({ refunds: createRefundsRepository(db), refundPath });
}

/** The merchant number of a merchant (a refund's detail checks the one its caller sent), null for none. */
export function refundsMerchantNumber(db: Database): (merchantId: number) => Promise<string | null> {
  const refunds = createRefundsRepository(db);
  return (merchantId) => refunds.merchantNumber(merchantId);
}
