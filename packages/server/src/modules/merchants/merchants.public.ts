import type { Database } from '@mbo/db/client';
import { createMerchantsRepository } from './merchants.repository.ts';

// What other areas use of merchants (ARCHITECTURE.md, "Server areas and their public surfaces"). The repository stays
// inside; auth receives it already built (app.ts), so only its type leaves.
export type { MerchantsRepository } from './merchants.repository.ts';

/** The currencies a merchant holds, in id order. */
export function merchantCurrencyIds(db: Database, merchantId: number): Promise<number[]> {
  return createMerchantsRepository(db).payoutCurrencyIds(merchantId);
}
