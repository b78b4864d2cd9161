import type { Database } from '@mbo/db/client';
import type { RefundPath } from '../../money/money.public.ts';
import { createRefundsRepository } from './refunds.repository.ts';
import { createRefundRules } from './refunds.service.ts';

// What other areas use of transactions (ARCHITECTURE.md, "Server areas and their public surfaces"): the refund rules
// (the merchant API refunds by them) and the shape of the totals (reports). The repositories stay inside.
export type { RefundRules } from './refunds.service.ts';
export type { Totals } from './statistics.repository.ts';

/** The refund rules over this area's own refunds repository. */
export function createRefundRulesFor(db: Database, refundPath: RefundPath) {
  return createRefundRules({ refunds: createRefundsRepository(db), refundPath });
}
