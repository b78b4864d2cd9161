// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { barPercent, CAROUSEL_TICK_MS, goTo, tick } from './carousel-timing.ts';
import { useCarousel } from './use-carousel.ts';

describe('the carousel clock (tick 100 ms, step 1.66 %)', () => {
  it('grows the bar by 1.66 % a tick and moves to the next slide at 100 %, wrapping after the fifth', () => {
    expect(tick({ index: 0, progress: 0 }, 5)).toEqual({ index: 0, progress: 166 });
    let position = { index: 0, progress: 0 };
    let ticks = 0;
    while (position.index === 0) {
      position = tick(position, 5);
      ticks += 1;
    }
    // 60 ticks reach 99.6 %; the 61st passes 100 %: a slide lasts 6.1 s.
    expect(ticks).toBe(61);
    expect(position).toEqual({ index: 1, progress: 0 });
    expect(tick({ index: 4, progress: 9_900 }, 5)).toEqual({ index: 0, progress: 0 });
  });

  it('fills the bars before the current one, the current one by its progress, none after', () => {
    const position = { index: 2, progress: 4_980 };
    expect([0, 1, 2, 3, 4].map((bar) => barPercent(bar, position))).toEqual([100, 100, 49.8, 0, 0]);
    expect(goTo(7, 5)).toEqual({ index: 2, progress: 0 });
  });
});

describe('useCarousel', () => {
  const reducedMotion = (matches: boolean) =>
    vi.stubGlobal('matchMedia', (query: string) => ({ matches, media: query }) as MediaQueryList);
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('advances every tick, and stops while paused by the person or held by pointer or focus', () => {
    reducedMotion(false);
    const { result } = renderHook(() => useCarousel(5));
    act(() => void vi.advanceTimersByTime(CAROUSEL_TICK_MS * 61));
    expect(result.current.position).toEqual({ index: 1, progress: 0 });

    act(() => result.current.togglePause());
    act(() => void vi.advanceTimersByTime(CAROUSEL_TICK_MS * 30));
    expect(result.current.position).toEqual({ index: 1, progress: 0 });
    act(() => result.current.togglePause());
    act(() => result.current.hold(true));
    act(() => void vi.advanceTimersByTime(CAROUSEL_TICK_MS * 30));
    expect(result.current.isRunning).toBe(false);
    act(() => result.current.hold(false));
    act(() => void vi.advanceTimersByTime(CAROUSEL_TICK_MS * 10));
    expect(result.current.position).toEqual({ index: 1, progress: 1_660 });
  });

  it('starts paused when the system asks for reduced motion, and plays when asked to', () => {
    reducedMotion(true);
    const { result } = renderHook(() => useCarousel(5));
    act(() => void vi.advanceTimersByTime(CAROUSEL_TICK_MS * 100));
    expect(result.current.position).toEqual({ index: 0, progress: 0 });
    expect(result.current.isPausedByUser).toBe(true);
    act(() => result.current.togglePause());
    act(() => void vi.advanceTimersByTime(CAROUSEL_TICK_MS * 2));
    expect(result.current.position.progress).toBe(332);
  });
});
