import { describe, expect, it } from 'vitest';
import type { Found } from '@mbo/contracts/calls/transaction-finding';
import { foundPath, onlyPath } from './found-path.ts';

const found = (kind: Found['kind'], id: number): Found => ({
  kind,
  matched_by: 'number',
  id,
  number: 'N1',
  payment_id: kind === 'refund' ? 7 : null,
  time: '2026-01-01 10:00:00',
  amount: 1,
  currency_number: 'AUD',
  status: 1,
  status_name: 'Paid',
});

describe('where a found number leads', () => {
  it('opens a payment, a refund and a payout on their pages; an unpaid order has none', () => {
    expect(foundPath(found('payment', 3))).toBe('/transactionDetail?id=3&type=1');
    expect(foundPath(found('refund', 4))).toBe('/transactionDetail?id=4&type=2');
    expect(foundPath(found('payout', 5))).toBe('/payoutDetail?id=5');
    expect(foundPath(found('order', 6))).toBeNull();
  });

  it('opens at once only a single match with a page', () => {
    expect(onlyPath([found('payment', 3)])).toBe('/transactionDetail?id=3&type=1');
    expect(onlyPath([found('payment', 3), found('payout', 5)])).toBeNull();
    expect(onlyPath([found('order', 6)])).toBeNull();
    expect(onlyPath([])).toBeNull();
  });
});
