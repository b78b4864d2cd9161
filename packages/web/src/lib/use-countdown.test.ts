// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('is idle until started', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ remaining: 0, isRunning: false });
  });

  it('counts whole seconds down to zero and stops', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    expect(result.current).toMatchObject({ remaining: 60, isRunning: true });
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.remaining).toBe(59);
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current).toMatchObject({ remaining: 1, isRunning: true });
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toMatchObject({ remaining: 0, isRunning: false });
  });

  it('can be started again after it ends', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(2));
    act(() => vi.advanceTimersByTime(2_500));
    expect(result.current.isRunning).toBe(false);
    act(() => result.current.start(5));
    expect(result.current.remaining).toBe(5);
  });
});
