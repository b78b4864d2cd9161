import { describe, expect, it } from 'vitest';
import { ACCOUNT_KIND, checkMoneyInvariants, createLedger, violations } from '../../money/money.public.ts';
import { createMerchant } from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { topUpGlobalAccount } from './top-up.ts';

const server = serverForThisFile();

describe('global account top-ups', () => {
  it('fund the global account once per reference, with the books in balance', async () => {
    const ledger = createLedger(server.db);
    const merchant = await createMerchant(server.db);
    const input = { merchantId: merchant.id, currencyId: 1, amountMinor: 50_000, reference: 'TT-001' };
    const results = await Promise.all([
      topUpGlobalAccount(server.db, ledger, input),
      topUpGlobalAccount(server.db, ledger, input),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await ledger.balance({ merchantId: merchant.id, currencyId: 1, kind: ACCOUNT_KIND.global })).toBe(-50_000);
    expect(violations(await checkMoneyInvariants(server.db, merchant.id))).toEqual({});
  });

  it('refuse a non-positive amount', async () => {
    const merchant = await createMerchant(server.db);
    await expect(
      topUpGlobalAccount(server.db, createLedger(server.db), {
        merchantId: merchant.id,
        currencyId: 1,
        amountMinor: 0,
        reference: 'x',
      }),
    ).rejects.toThrow();
  });
});
