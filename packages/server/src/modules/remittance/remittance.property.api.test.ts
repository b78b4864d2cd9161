/**
 * Property test of transfer orders over random sequences (issue 14 "fast-check over random quotes, conversions,
 * sends, refunds and returns"): sends in AUD, USD, CNY and JPY to a CNY card, a card the network fails, a card whose
 * bank returns the payment, a USD SWIFT account and a product user; the send or the receive amount fixed; paid from
 * the balance (with racing clicks), by POLi or bank transfer (confirmed or refused), or closed; the network's
 * answers. After each sequence: every journal entry balances, every cached balance equals its postings, the
 * merchants' funds and fees and the FX position accounts equal the orders' documents, each step posted once.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recipients } from '@mbo/db/schema-remittance';
import { checkMoneyInvariants, createLedger, violations } from '../../money/money.public.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MerchantContext } from '../../http/call-context.ts';
import { memberWithRoles, setPerson } from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { notifierOf } from '../../../test/support/outbox.ts';
import { topUpGlobalAccount } from '../global-account/global-account.public.ts';
import { createFxRepository, deploymentFxRates } from '../fx/fx.public.ts';
import { createRecipientsRepository } from '../recipients/recipients.public.ts';
import { createSandboxPayoutNetwork } from './payout-network.ts';
import { createPricing } from './pricing.ts';
import { runRemittancePass } from './remittance.job.ts';
import { createRemittanceRepository } from './remittance.repository.ts';
import { createRemittanceService } from './remittance.service.ts';

const server = serverForThisFile();
const SENDS = [1, 2, 3, 11] as const;
const FUNDS_MINOR = 10 ** 11;
type Payee = 'card' | 'failing' | 'returning' | 'swift' | 'user';

interface Step {
  send: (typeof SENDS)[number];
  payee: Payee;
  fixed: 'send' | 'receive';
  amount: number;
  how: 'balance' | 'poli' | 'poli_refused' | 'bank' | 'close';
  racers: number;
}

const step: fc.Arbitrary<Step> = fc.record({
  send: fc.constantFrom(...SENDS),
  payee: fc.constantFrom<Payee>('card', 'failing', 'returning', 'swift', 'user'),
  fixed: fc.constantFrom('send' as const, 'receive' as const),
  amount: fc.oneof(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 2_000_000 })),
  how: fc.constantFrom('balance' as const, 'poli' as const, 'poli_refused' as const, 'bank' as const, 'close' as const),
  racers: fc.integer({ min: 1, max: 3 }),
});

/** Refusals a random step may meet: an amount too small, or over the limit of its speed. */
const expected = (error: unknown) =>
  error instanceof AppError &&
  ['remittance.amount_too_small', 'remittance.over_limit', 'remittance.amount_invalid'].includes(error.messageKey);

describe('transfer orders (property)', () => {
  it('create and lose no money in any currency, whatever is sent, paid, refused, closed, failed or returned', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        runs += 1;
        const member = await memberWithRoles(server, [1]);
        const other = await memberWithRoles(server, [1]);
        await setPerson(server.db, member.user.id, 1);
        const ledger = createLedger(server.db);
        for (const currencyId of SENDS)
          await topUpGlobalAccount(server.db, ledger, {
            merchantId: member.merchant.id,
            currencyId,
            amountMinor: FUNDS_MINOR,
            reference: `p-${runs}-${currencyId}`,
          });
        const payees = new Map<Payee, number>();
        const card = (ending: string, currencyId = 3, network = 1) => ({
          merchantId: member.merchant.id,
          type: 1,
          kind: 2,
          currencyId,
          paymentNetwork: network,
          name: `Payee ${ending}`,
          accountNumber: `6217000012345${ending}`,
        });
        const inserted = await server.db
          .insert(recipients)
          .values([
            card('1234'),
            card('7777'),
            card('8888'),
            card('4321', 2, 2),
            { merchantId: member.merchant.id, type: 1, kind: 1, currencyId: 3, userId: other.user.id, name: 'O***' },
          ])
          .returning({ id: recipients.id });
        (['card', 'failing', 'returning', 'swift', 'user'] as const).forEach((payee, index) =>
          payees.set(payee, inserted[index]!.id),
        );

        const repository = createRemittanceRepository(server.db);
        const pricing = createPricing({ rates: deploymentFxRates(server.config), spreadPpm: 5_000 });
        const service = createRemittanceService({
          db: server.db,
          ledger,
          repository,
          recipients: createRecipientsRepository(server.db),
          fxRepository: createFxRepository(server.db),
          pricing,
          notifier: notifierOf.get(server.db)!,
          quoteTtlMs: 60_000,
          paymentWindowMs: 60_000,
          hasNetwork: true,
          ratesSource: 'sandbox',
          publicUrl: 'http://localhost',
        });
        const ctx = {
          language: 'en',
          merchant: {
            id: member.merchant.id,
            roles: [1],
            branchId: null,
            isVerified: true,
            timeZone: 'Australia/Sydney',
          },
          session: { id: 0, userId: member.user.id, token: '' },
        } as unknown as MerchantContext;

        for (const [index, s] of steps.entries()) {
          const recipientId = payees.get(s.payee)!;
          const amount = (s.amount / 100).toFixed(2);
          const ask = {
            merchant_id: member.merchant.id,
            recipient_id: recipientId,
            send_currency_id: s.send,
            speed: 1 as const,
            ...(s.fixed === 'send' ? { send_amount: amount } : { receive_amount: amount }),
          };
          const priced = await service.quote(ctx, ask).catch((error: unknown) => {
            if (expected(error)) return null;
            throw error;
          });
          if (!priced) continue;
          const { order } = await service.createOrder(ctx, {
            ...ask,
            ...(priced.quote.quote_id ? { quote_id: priced.quote.quote_id } : {}),
            reason: 5,
            notify_email: 'p@example.test',
            reference: 'Property',
            idempotency_key: `property-${runs}-${index}`,
          });
          if (s.how === 'close') {
            await Promise.all(Array.from({ length: s.racers }, () => service.life.close(member.merchant.id, order.id)));
            continue;
          }
          if (s.how === 'balance') {
            await Promise.all(
              Array.from({ length: s.racers }, () => service.life.payFromBalance(member.merchant.id, order.id)),
            );
            continue;
          }
          await service.life.startExternalPayment(member.merchant.id, order.id, s.how === 'bank' ? 3 : 2);
          const settle =
            s.how === 'poli_refused'
              ? () => service.life.refusePayment(order.id)
              : () => service.life.confirmPayment(order.id);
          const outcomes = await Promise.allSettled(Array.from({ length: s.racers }, settle));
          // A refusal repeated finds the order unpaid again: the table refuses it ("not waiting for a confirmation").
          for (const outcome of outcomes)
            if (outcome.status === 'rejected')
              expect(outcome.reason).toMatchObject({ messageKey: 'remittance.not_paying' });
          expect(outcomes.some((outcome) => outcome.status === 'fulfilled')).toBe(true);
        }
        const network = createSandboxPayoutNetwork(0);
        for (let pass = 0; pass < 2; pass++)
          await runRemittancePass({ db: server.db, repository, life: service.life, network, intervalMs: 0 });
        expect(violations(await checkMoneyInvariants(server.db, member.merchant.id))).toEqual({});
        expect(violations(await checkMoneyInvariants(server.db, other.merchant.id))).toEqual({});
      }),
      { numRuns: 20 },
    );
    expect(violations(await checkMoneyInvariants(server.db))).toEqual({});
  }, 240_000);
});
