import { describe, expect, it } from 'vitest';
import { ACCOUNT_KIND } from '../ledger/accounts.ts';
import { createLedger } from '../ledger/ledger.ts';
import { createMerchant, createStore } from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { createPaymentConfigRepository } from './payment-config.repository.ts';
import { createPaymentPath } from './record-payment.ts';
import { createRefundPath, RefundRefusedError } from './record-refund.ts';

const server = serverForThisFile();

async function paidOrder(orderMinor = 10_000) {
  const ledger = createLedger(server.db);
  const payments = createPaymentPath(server.db, ledger, createPaymentConfigRepository(server.db));
  const refunds = createRefundPath(server.db, ledger);
  const merchant = await createMerchant(server.db);
  const store = await createStore(server.db, merchant.id);
  const { payment } = await payments.record({
    merchantId: merchant.id,
    storeId: store.id,
    channelId: 1,
    sourceType: 1,
    currencyId: 1,
    orderMinor,
    channelTxnId: `wx-${orderMinor}`,
    exchangeRateMicros: 4_700_000,
  });
  const unsettled = () => ledger.balance({ merchantId: merchant.id, currencyId: 1, kind: ACCOUNT_KIND.unsettled });
  return { payment, refunds, merchant, unsettled };
}

describe('the refund path', () => {
  it('refunds part of a payment, giving back the proportional fee', async () => {
    const { payment, refunds, merchant, unsettled } = await paidOrder();
    expect(payment.feeMinor).toBe(150);
    const { refund } = await refunds.refund({
      merchantId: merchant.id,
      paymentId: payment.id,
      amountMinor: 2_500,
      idempotencyKey: 'k1',
    });
    expect(refund).toMatchObject({
      amountMinor: 2_500,
      feeReturnedMinor: 38,
      realRefundMinor: 2_462,
      fromGlobalAccount: false,
    });
    expect(await unsettled()).toBe(-(9_850 - 2_462));
  });

  it('refuses more than is left, and anything once fully refunded', async () => {
    const { payment, refunds, merchant } = await paidOrder();
    await refunds.refund({ merchantId: merchant.id, paymentId: payment.id, amountMinor: 6_000, idempotencyKey: 'a' });
    await expect(
      refunds.refund({ merchantId: merchant.id, paymentId: payment.id, amountMinor: 4_001, idempotencyKey: 'b' }),
    ).rejects.toMatchObject({ reason: 'exceeds_refundable', refundableMinor: 4_000 });
    await refunds.refund({ merchantId: merchant.id, paymentId: payment.id, amountMinor: 4_000, idempotencyKey: 'c' });
    await expect(
      refunds.refund({ merchantId: merchant.id, paymentId: payment.id, amountMinor: 1, idempotencyKey: 'd' }),
    ).rejects.toMatchObject({ reason: 'fully_refunded' });
  });

  it('20 simultaneous full refunds of one payment produce exactly one', async () => {
    const { payment, refunds, merchant, unsettled } = await paidOrder();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        refunds.refund({
          merchantId: merchant.id,
          paymentId: payment.id,
          amountMinor: 10_000,
          idempotencyKey: `race-${index}`,
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes.filter((item) => item.status === 'rejected')) {
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(RefundRefusedError);
    }
    expect(await unsettled()).toBe(0);
  });

  it('a retried refund (same key, also concurrently) refunds once', async () => {
    const { payment, refunds, merchant, unsettled } = await paidOrder();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        refunds.refund({ merchantId: merchant.id, paymentId: payment.id, amountMinor: 1_000, idempotencyKey: 'same' }),
      ),
    );
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.refund.id)).size).toBe(1);
    expect(await unsettled()).toBe(-(9_850 - 985));
  });
});
