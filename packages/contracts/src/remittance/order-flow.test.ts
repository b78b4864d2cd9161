import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  progressOf,
  REMITTANCE_STATUS as S,
  SEND_PAYMENT_METHOD as M,
  transition,
  type RemittanceEvent,
  type RemittanceStatus,
} from './order-flow.ts';
import { overLimit, REMITTANCE_LIMIT_CNY_MINOR, REMITTANCE_REFERENCE } from './limits.ts';
import { isRemittanceReason, REMITTANCE_REASONS } from './reasons.ts';

const EVENTS: RemittanceEvent[] = [
  { type: 'pay', method: M.balance },
  { type: 'pay', method: M.poli },
  { type: 'pay', method: M.bankTransfer },
  { type: 'payment_confirmed' },
  { type: 'payment_refused' },
  { type: 'close' },
  { type: 'timeout' },
  { type: 'network_completed' },
  { type: 'network_failed' },
  { type: 'returned' },
];

describe('a transfer order’s life', () => {
  it('follows the spec’s paths: paid from the balance, by POLi, by a bank transfer, closed, timed out, failed, returned', () => {
    expect(transition(S.unpaid, { type: 'pay', method: M.balance })).toEqual({ outcome: 'moved', to: S.processing });
    expect(transition(S.unpaid, { type: 'pay', method: M.poli })).toEqual({ outcome: 'moved', to: S.paying });
    expect(transition(S.unpaid, { type: 'pay', method: M.bankTransfer })).toEqual({ outcome: 'moved', to: S.paying });
    expect(transition(S.paying, { type: 'payment_confirmed' })).toEqual({ outcome: 'moved', to: S.processing });
    expect(transition(S.paying, { type: 'payment_refused' })).toEqual({ outcome: 'moved', to: S.unpaid });
    expect(transition(S.unpaid, { type: 'close' })).toEqual({ outcome: 'moved', to: S.closed });
    expect(transition(S.unpaid, { type: 'timeout' })).toEqual({ outcome: 'moved', to: S.closed });
    expect(transition(S.processing, { type: 'network_completed' })).toEqual({ outcome: 'moved', to: S.completed });
    expect(transition(S.processing, { type: 'network_failed' })).toEqual({ outcome: 'moved', to: S.failed });
    expect(transition(S.completed, { type: 'returned' })).toEqual({ outcome: 'moved', to: S.refunded });
  });

  it('answers a repeated event as already done, and refuses what its status does not allow', () => {
    expect(transition(S.processing, { type: 'pay', method: M.balance })).toEqual({
      outcome: 'already',
      to: S.processing,
    });
    expect(transition(S.closed, { type: 'timeout' })).toEqual({ outcome: 'already', to: S.closed });
    expect(transition(S.closed, { type: 'close' })).toEqual({ outcome: 'already', to: S.closed });
    expect(transition(S.completed, { type: 'network_completed' })).toEqual({ outcome: 'already', to: S.completed });
    // Paid from the balance a moment before the user's close: the close is refused, the money is not lost.
    expect(transition(S.processing, { type: 'close' })).toEqual({ outcome: 'refused', reason: 'not_unpaid' });
    expect(transition(S.closed, { type: 'pay', method: M.balance })).toEqual({ outcome: 'refused', reason: 'ended' });
    expect(transition(S.unpaid, { type: 'payment_refused' })).toEqual({ outcome: 'refused', reason: 'not_paying' });
    expect(transition(S.failed, { type: 'returned' })).toEqual({ outcome: 'refused', reason: 'ended' });
  });

  it('over any sequence of events: ended orders never move, completed only to refunded, and only moves change it', () => {
    const statuses = Object.values(S) as RemittanceStatus[];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...EVENTS), { maxLength: 30 }), (events) => {
        let status: RemittanceStatus = S.unpaid;
        for (const event of events) {
          const result = transition(status, event);
          if (result.outcome === 'moved') {
            expect([S.failed, S.closed, S.refunded]).not.toContain(status);
            if (status === S.completed) expect(result.to).toBe(S.refunded);
            status = result.to;
          } else if (result.outcome === 'already') {
            expect(result.to).toBe(status);
          }
          expect(statuses).toContain(status);
        }
      }),
    );
  });
});

describe('limits, references and reasons', () => {
  it('holds each route at its limit and refuses one fen over', () => {
    expect(overLimit('fast', REMITTANCE_LIMIT_CNY_MINOR.fast)).toBeNull();
    expect(overLimit('fast', 3_500_001)).toBe(3_500_000);
    expect(overLimit('alipay', 3_000_000)).toBeNull();
    expect(overLimit('alipay', 3_000_001)).toBe(3_000_000);
    expect(overLimit('bank', 3_000_001)).toBe(3_000_000);
  });

  it('takes 1 to 18 letters, digits or spaces as a reference', () => {
    expect(REMITTANCE_REFERENCE.test('Invoice 2026 11')).toBe(true);
    expect(REMITTANCE_REFERENCE.test('A'.repeat(18))).toBe(true);
    expect(REMITTANCE_REFERENCE.test('A'.repeat(19))).toBe(false);
    expect(REMITTANCE_REFERENCE.test('')).toBe(false);
    expect(REMITTANCE_REFERENCE.test('INV-7')).toBe(false);
    expect(REMITTANCE_REFERENCE.test('发票')).toBe(false);
  });

  it('has the reasons 0 to 12 in both languages', () => {
    expect(REMITTANCE_REASONS.map((reason) => reason.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(REMITTANCE_REASONS.every((reason) => reason.en && reason.zh)).toBe(true);
    expect(isRemittanceReason(12)).toBe(true);
    expect(isRemittanceReason(13)).toBe(false);
  });

  it('reads the progress widget’s status', () => {
    expect([2, 4, 99, 10, 3].map(progressOf)).toEqual(['failed', 'failed', 'closed', 'complete', 'in_progress']);
  });
});
