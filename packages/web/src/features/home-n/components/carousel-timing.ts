/**
 * The carousel's clock (002 §2): every CAROUSEL_TICK_MS the current slide's progress bar grows by
 * CAROUSEL_STEP_BASIS_POINTS (1.66 %); at 100 % the next slide starts from zero (about 6 s a slide). Progress is
 * kept in basis points (1/100 of a percent) so the arithmetic stays exact.
 */
export const CAROUSEL_TICK_MS = 100;
export const CAROUSEL_STEP_BASIS_POINTS = 166;
export const FULL_BASIS_POINTS = 10_000;

export interface CarouselPosition {
  index: number;
  progress: number;
}

export function tick(position: CarouselPosition, count: number): CarouselPosition {
  const progress = position.progress + CAROUSEL_STEP_BASIS_POINTS;
  if (progress < FULL_BASIS_POINTS) return { index: position.index, progress };
  return { index: (position.index + 1) % count, progress: 0 };
}

/** Choosing a slide by hand starts it from zero. */
export const goTo = (index: number, count: number): CarouselPosition => ({
  index: ((index % count) + count) % count,
  progress: 0,
});

/** A bar's fill as a CSS percentage: slides before the current one full, after it empty. */
export function barPercent(bar: number, position: CarouselPosition): number {
  if (bar < position.index) return 100;
  if (bar > position.index) return 0;
  return position.progress / 100;
}
