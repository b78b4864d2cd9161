// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useQuoteClock } from './use-quote-clock.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Quote = { quote_id: number | null; expires_in_seconds: number | null } | null;

describe('useQuoteClock', () => {
  it('counts a quote’s seconds down and asks for a new one once when it runs out', () => {
    const onExpired = vi.fn();
    const { result } = renderHook(() => useQuoteClock({ quote_id: 1, expires_in_seconds: 3 }, onExpired));
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(0);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('starts again for a new quote, and runs no clock for a quote that never expires', () => {
    const onExpired = vi.fn();
    const { result, rerender } = renderHook(({ quote }: { quote: Quote }) => useQuoteClock(quote, onExpired), {
      initialProps: { quote: { quote_id: 1, expires_in_seconds: 60 } as Quote },
    });
    act(() => vi.advanceTimersByTime(30_000));
    rerender({ quote: { quote_id: 2, expires_in_seconds: 60 } });
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe(60);
    rerender({ quote: { quote_id: null, expires_in_seconds: null } });
    act(() => vi.advanceTimersByTime(120_000));
    expect(onExpired).not.toHaveBeenCalled();
  });
});
