import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCardChannel } from '@mbo/contracts/lookups/channels';
import type { AppError } from '../../lib/app-error.ts';
import { startTestServer, type TestServer } from '../../../test/support/harness.ts';
import { feeReturned } from './fee-returned.ts';
import { checkRefundable } from './refund-rules.ts';

/**
 * The refund rules exist twice: in TypeScript (the refund screens and the merchant API answer by them before asking
 * the database; the bulk loaders write by them) and in SQL (record_refund applies them behind the payment's lock,
 * money/sql/refund-rules.sql). One table of cases runs through both, and they must agree on every case.
 */
interface Case {
  channelId: number;
  feeMinor: number;
  grossMinor: number;
  refundedMinor: number;
  amountMinor: number;
  returnedSoFar: number;
}

const WECHAT = 1;
const CARD = 9;
const CHOSEN: Case[] = [
  { channelId: WECHAT, feeMinor: 19, grossMinor: 1250, refundedMinor: 0, amountMinor: 500, returnedSoFar: 0 },
  { channelId: WECHAT, feeMinor: 19, grossMinor: 1250, refundedMinor: 500, amountMinor: 750, returnedSoFar: 8 },
  { channelId: WECHAT, feeMinor: 3, grossMinor: 200, refundedMinor: 0, amountMinor: 100, returnedSoFar: 0 }, // half: 1.5 → 2
  { channelId: WECHAT, feeMinor: 1, grossMinor: 3, refundedMinor: 0, amountMinor: 1, returnedSoFar: 0 },
  { channelId: WECHAT, feeMinor: 7, grossMinor: 10, refundedMinor: 9, amountMinor: 1, returnedSoFar: 6 },
  {
    channelId: WECHAT,
    feeMinor: 900_000_000,
    grossMinor: 9_999_999_999,
    refundedMinor: 0,
    amountMinor: 9_999_999_998,
    returnedSoFar: 0,
  },
  { channelId: CARD, feeMinor: 55, grossMinor: 10_000, refundedMinor: 0, amountMinor: 10_000, returnedSoFar: 0 },
  { channelId: WECHAT, feeMinor: 19, grossMinor: 1250, refundedMinor: 1250, amountMinor: 1, returnedSoFar: 19 },
  { channelId: WECHAT, feeMinor: 19, grossMinor: 1250, refundedMinor: 1000, amountMinor: 251, returnedSoFar: 15 },
];

/** Random payments with a refund of something left (or just past it): fee at most 9 % of gross, as the rates allow. */
const generated = fc.sample(
  fc
    .record({
      channelId: fc.constantFrom(1, 2, 3, 5, 7, 9, 10, 12),
      grossMinor: fc.integer({ min: 1, max: 50_000_000 }),
      feeShare: fc.integer({ min: 0, max: 90_000 }),
      refundedShare: fc.double({ min: 0, max: 1, noNaN: true }),
      amountShare: fc.double({ min: 0, max: 1.05, noNaN: true }),
    })
    .map(({ channelId, grossMinor, feeShare, refundedShare, amountShare }): Case => {
      const feeMinor = Math.floor((grossMinor * feeShare) / 1_000_000);
      const refundedMinor = Math.floor(grossMinor * refundedShare);
      const left = grossMinor - refundedMinor;
      const amountMinor = Math.max(1, Math.round(left * amountShare));
      const returnedSoFar = grossMinor ? Math.floor((feeMinor * refundedMinor) / grossMinor) : 0;
      return { channelId, feeMinor, grossMinor, refundedMinor, amountMinor, returnedSoFar };
    }),
  { numRuns: 300, seed: 20261125 },
);
const CASES = [...CHOSEN, ...generated];

/** What the TypeScript rules answer: the refusal's reason (as record_refund names it), or the fee given back. */
function inTypeScript(c: Case): { refusal: string | null; feeBack: number | null } {
  try {
    checkRefundable(c.grossMinor, c.refundedMinor, c.amountMinor, 1);
  } catch (error) {
    const key = (error as AppError).messageKey;
    return {
      refusal: key === 'refunds.refund_fully_refunded' ? 'fully_refunded' : 'exceeds_refundable',
      feeBack: null,
    };
  }
  const payment = {
    channelId: c.channelId,
    feeMinor: c.feeMinor,
    grossMinor: c.grossMinor,
    refundedMinor: c.refundedMinor,
  };
  return { refusal: null, feeBack: feeReturned(payment, c.amountMinor, c.returnedSoFar) };
}

describe('refund rules parity: TypeScript and SQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it(`agree on ${CASES.length} cases: what is refused and the fee given back`, async () => {
    const column = (pick: (c: Case) => number | boolean) => CASES.map(pick);
    const { rows } = await server.db.$client.query<{ refusal: string | null; fee_back: string | null }>(
      `select refund_refusal(c.gross, c.refunded, c.amount) as refusal,
          case when refund_refusal(c.gross, c.refunded, c.amount) is null
            then refund_fee_returned(c.returns_fee, c.fee, c.gross, c.refunded, c.amount, c.so_far) end as fee_back
        from unnest($1::boolean[], $2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[])
          with ordinality as c(returns_fee, fee, gross, refunded, amount, so_far, n)
        order by c.n`,
      [
        column((c) => !isCardChannel(c.channelId)),
        column((c) => c.feeMinor),
        column((c) => c.grossMinor),
        column((c) => c.refundedMinor),
        column((c) => c.amountMinor),
        column((c) => c.returnedSoFar),
      ],
    );
    const inSql = rows.map((row) => ({
      refusal: row.refusal,
      feeBack: row.fee_back === null ? null : Number(row.fee_back),
    }));
    expect(inSql).toEqual(CASES.map(inTypeScript));
    // The table reaches every branch: refusals of both kinds, card refunds, proportional and last refunds.
    const answers = CASES.map(inTypeScript);
    expect(new Set(answers.map((answer) => answer.refusal))).toEqual(
      new Set([null, 'fully_refunded', 'exceeds_refundable']),
    );
    expect(CASES.some((c, i) => isCardChannel(c.channelId) && answers[i]!.refusal === null)).toBe(true);
    expect(CASES.some((c, i) => c.refundedMinor + c.amountMinor === c.grossMinor && answers[i]!.refusal === null)).toBe(
      true,
    );
  });
});
