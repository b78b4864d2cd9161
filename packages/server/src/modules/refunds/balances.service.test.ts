import { describe, expect, it } from 'vitest';
import { refundDraw } from './balances.service.ts';

describe('refundDraw', () => {
  it('takes the balance first and the rest from the global account, as record_refund does', () => {
    expect(refundDraw(10_000, 0, 2_500)).toEqual({ fromBalanceMinor: 2_500, fromGlobalMinor: 0, isCovered: true });
    expect(refundDraw(9_880, 500, 10_000)).toEqual({ fromBalanceMinor: 9_880, fromGlobalMinor: 120, isCovered: true });
    expect(refundDraw(9_880, 100, 10_000)).toEqual({ fromBalanceMinor: 9_880, fromGlobalMinor: 120, isCovered: false });
  });

  it('never draws a negative balance', () => {
    expect(refundDraw(-300, 1_000, 700)).toEqual({ fromBalanceMinor: 0, fromGlobalMinor: 700, isCovered: true });
    expect(refundDraw(0, -50, 1)).toEqual({ fromBalanceMinor: 0, fromGlobalMinor: 1, isCovered: false });
  });
});
