import { describe, expect, it } from 'vitest';
import { progressPoints } from './progress.ts';

const base = { create_time: '2026-11-29 10:00:00', paid_time: null, completed_time: null, ended_time: null };
const states = (order: Parameters<typeof progressPoints>[0]) =>
  progressPoints(order).map((point) => `${point.key}:${point.state}`);

describe('the transfer order’s progress widget', () => {
  it('waits for payment, then processes, then completes', () => {
    expect(states({ ...base, status: 1, progress: 'in_progress' })).toEqual([
      'created:finish',
      'paid:process',
      'processing:wait',
      'completed:wait',
    ]);
    const paid = { ...base, paid_time: '2026-11-29 10:01:00' };
    expect(states({ ...paid, status: 3, progress: 'in_progress' })).toEqual([
      'created:finish',
      'paid:finish',
      'processing:process',
      'completed:wait',
    ]);
    const done = progressPoints({ ...paid, status: 4, progress: 'complete', completed_time: '2026-11-29 10:02:00' });
    expect(done.map((point) => point.state)).toEqual(['finish', 'finish', 'finish', 'finish']);
    expect(done[3]!.time).toBe('2026-11-29 10:02:00');
  });

  it('ends in failure or a refund in red, and a closed order after its creation', () => {
    const paid = { ...base, paid_time: '2026-11-29 10:01:00', ended_time: '2026-11-29 10:05:00' };
    expect(states({ ...paid, status: 7, progress: 'failed' }).at(-1)).toBe('failed:error');
    expect(states({ ...paid, status: 6, progress: 'in_progress' }).at(-1)).toBe('refunded:error');
    expect(states({ ...base, status: 99, progress: 'closed', ended_time: '2026-11-29 10:30:00' })).toEqual([
      'created:finish',
      'closed:error',
    ]);
  });
});
