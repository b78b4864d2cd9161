import type { Database } from '@mbo/db/client';
import { createMerchantsRepository } from './merchants.repository.ts';

// What other areas use of merchants (ARCHITECTURE.md, "Server areas and their public surfaces"). The repository stays
// inside; auth receives it already built (app.ts), so only its type leaves.
export type { MerchantsRepository } from './merchants.repository.ts';
/**
 * A merchant's time zone where no merchant call carries it (the console's reviews, jobs); a merchant's own calls
 * read it with the membership (ctx.merchant.timeZone) and never again.
 */
export { timeZoneOf as merchantTimeZone } from './merchants.repository.ts';

/** The currencies a merchant holds, in id order. */
export function merchantCurrencyIds(db: Database, merchantId: number): Promise<number[]> {
  return createMerchantsRepository(db).payoutCurrencyIds(merchantId);
}
