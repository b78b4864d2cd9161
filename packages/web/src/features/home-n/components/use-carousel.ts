import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../../../lib/reduced-motion.ts';
import { CAROUSEL_TICK_MS, goTo, tick, type CarouselPosition } from './carousel-timing.ts';

/**
 * The carousel's state: it advances on its own unless paused — by the person (the pause button), while the pointer
 * or the keyboard focus is on it, or from the start when the system asks for reduced motion.
 */
export function useCarousel(count: number) {
  const [position, setPosition] = useState<CarouselPosition>({ index: 0, progress: 0 });
  const [isPausedByUser, setPausedByUser] = useState(prefersReducedMotion);
  const [isHeld, setHeld] = useState(false);
  const isRunning = !isPausedByUser && !isHeld;

  useEffect(() => {
    if (!isRunning) return undefined;
    const timer = window.setInterval(() => setPosition((current) => tick(current, count)), CAROUSEL_TICK_MS);
    return () => window.clearInterval(timer);
  }, [isRunning, count]);

  return {
    position,
    isRunning,
    isPausedByUser,
    togglePause: () => setPausedByUser((paused) => !paused),
    hold: (held: boolean) => setHeld(held),
    show: (index: number) => setPosition(goTo(index, count)),
  };
}
