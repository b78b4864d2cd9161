import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';
const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

/** Whether the system asks for reduced motion (an operating-system or browser setting) right now. */
export const prefersReducedMotion = (): boolean => media()?.matches ?? false;

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** The same, kept current: a person who switches the setting sees it take effect without reloading. */
export const useReducedMotion = (): boolean => useSyncExternalStore(subscribe, prefersReducedMotion);
