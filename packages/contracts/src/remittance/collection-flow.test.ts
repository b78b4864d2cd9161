import { describe, expect, it } from 'vitest';
import { collectionStatusesOf, collectionTransition } from './collection-flow.ts';
import { COLLECTION_STATUS as S, COLLECTION_STATUS_FILTER, progressOf } from './order-flow.ts';

describe('collectionTransition', () => {
  it('moves an unpaid order to processing when the payer transfers, and to completed when the funds arrive', () => {
    expect(collectionTransition(S.unpaid, { type: 'payer_transferred' })).toEqual({
      outcome: 'moved',
      to: S.processing,
    });
    expect(collectionTransition(S.processing, { type: 'funds_received' })).toEqual({
      outcome: 'moved',
      to: S.completed,
    });
    expect(collectionTransition(S.unpaid, { type: 'funds_received' })).toEqual({ outcome: 'moved', to: S.completed });
    for (const status of [S.pending, S.settling])
      expect(collectionTransition(status, { type: 'funds_received' })).toEqual({ outcome: 'moved', to: S.completed });
  });

  it('closes only an unpaid order (the merchant or the expiry); the console may close one awaiting funds', () => {
    expect(collectionTransition(S.unpaid, { type: 'close' })).toEqual({ outcome: 'moved', to: S.closed });
    expect(collectionTransition(S.unpaid, { type: 'expire' })).toEqual({ outcome: 'moved', to: S.closed });
    expect(collectionTransition(S.processing, { type: 'close' })).toEqual({ outcome: 'refused', reason: 'not_unpaid' });
    expect(collectionTransition(S.processing, { type: 'expire' })).toEqual({
      outcome: 'refused',
      reason: 'not_unpaid',
    });
    expect(collectionTransition(S.processing, { type: 'funds_missing' })).toEqual({ outcome: 'moved', to: S.closed });
  });

  it('answers a repeated event as already done, and refuses anything after the end', () => {
    expect(collectionTransition(S.closed, { type: 'close' })).toEqual({ outcome: 'already', to: S.closed });
    expect(collectionTransition(S.closed, { type: 'expire' })).toEqual({ outcome: 'already', to: S.closed });
    expect(collectionTransition(S.processing, { type: 'payer_transferred' })).toEqual({
      outcome: 'already',
      to: S.processing,
    });
    expect(collectionTransition(S.completed, { type: 'funds_received' })).toEqual({
      outcome: 'already',
      to: S.completed,
    });
    expect(collectionTransition(S.completed, { type: 'payer_transferred' })).toEqual({
      outcome: 'already',
      to: S.completed,
    });
    expect(collectionTransition(S.completed, { type: 'close' })).toEqual({ outcome: 'refused', reason: 'ended' });
    expect(collectionTransition(S.closed, { type: 'funds_received' })).toEqual({ outcome: 'refused', reason: 'ended' });
    expect(collectionTransition(S.closed, { type: 'payer_transferred' })).toEqual({
      outcome: 'refused',
      reason: 'ended',
    });
  });

  it('reads the filter and the progress widget as the spec says', () => {
    expect(COLLECTION_STATUS_FILTER.map(collectionStatusesOf)).toEqual([[3], [4, 5, 6], [10], [99]]);
    expect([S.unpaid, S.processing, S.completed, S.closed].map(progressOf)).toEqual([
      'in_progress',
      'in_progress',
      'complete',
      'closed',
    ]);
  });
});
