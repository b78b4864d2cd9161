// @vitest-environment happy-dom
import { IDLE_LOGOUT_MS, IDLE_WARNING_COUNTDOWN_S } from '@mbo/contracts/constants';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdleTimer } from './use-idle-timer.ts';

describe('idle timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('warns after the idle time, counts down, and times out at zero', () => {
    const onTimeout = vi.fn();
    const { result } = renderHook(() => useIdleTimer(onTimeout));
    act(() => vi.advanceTimersByTime(IDLE_LOGOUT_MS - 1_000));
    expect(result.current.secondsLeft).toBeNull();
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.secondsLeft).toBe(IDLE_WARNING_COUNTDOWN_S);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.secondsLeft).toBe(IDLE_WARNING_COUNTDOWN_S - 10);
    expect(onTimeout).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(20_000));
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('restarts the idle time on activity and cancels a running countdown', () => {
    const onTimeout = vi.fn();
    const { result } = renderHook(() => useIdleTimer(onTimeout));
    act(() => vi.advanceTimersByTime(IDLE_LOGOUT_MS - 60_000));
    act(() => {
      window.dispatchEvent(new Event('mousemove'));
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.secondsLeft).toBeNull();

    act(() => vi.advanceTimersByTime(IDLE_LOGOUT_MS));
    expect(result.current.secondsLeft).not.toBeNull();
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
    });
    expect(result.current.secondsLeft).toBeNull();
    act(() => vi.advanceTimersByTime(IDLE_WARNING_COUNTDOWN_S * 1000));
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('takes the server’s timings and reports each activity, saying when it ended the warning', () => {
    const onTimeout = vi.fn();
    const onActivity = vi.fn();
    const { result } = renderHook(() =>
      useIdleTimer(onTimeout, { timings: { warningMs: 20_000, countdownMs: 5_000 }, onActivity }),
    );
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.secondsLeft).toBe(5);
    act(() => {
      window.dispatchEvent(new Event('mousemove'));
    });
    expect(onActivity).toHaveBeenLastCalledWith(true);
    act(() => {
      window.dispatchEvent(new Event('mousemove'));
    });
    expect(onActivity).toHaveBeenLastCalledWith(false);
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.secondsLeft).toBe(5);
    act(() => vi.advanceTimersByTime(5_000));
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });
});
