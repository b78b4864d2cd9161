import { IDLE_LOGOUT_MS, IDLE_WARNING_COUNTDOWN_S } from '@mbo/contracts/constants';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What counts as the user being there (spec: keyboard, mouse, click or scroll). */
const ACTIVITY_EVENTS = ['keydown', 'mousemove', 'mousedown', 'click', 'scroll', 'wheel', 'touchstart'] as const;
const COUNTDOWN_TICK_MS = 250;
const COUNTDOWN_MS = IDLE_WARNING_COUNTDOWN_S * 1000;

export interface IdleState {
  /** Seconds left before sign-out while the warning shows, else null. */
  secondsLeft: number | null;
}

/**
 * Watches for activity and, after IDLE_LOGOUT_MS without any, counts IDLE_WARNING_COUNTDOWN_S down; any activity
 * cancels the countdown; at zero `onTimeout` runs. Timers are measured against Date.now(), not counted ticks, so a
 * throttled background tab (or Playwright's fake clock) still ends on time.
 */
export function useIdleTimer(onTimeout: () => void): IdleState {
  const [warningSince, setWarningSince] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const lastActivity = useRef(now);
  const warningRef = useRef<number | null>(null);
  const onTimeoutRef = useRef(onTimeout);
  useEffect(() => {
    onTimeoutRef.current = onTimeout;
  }, [onTimeout]);

  const showWarning = useCallback((at: number) => {
    warningRef.current = at;
    setWarningSince(at);
    setNow(at);
  }, []);

  // The idle check: one timer, re-armed to the remaining idle time whenever it fires early.
  useEffect(() => {
    if (warningSince !== null) return;
    let timer = 0;
    const check = () => {
      const idleFor = Date.now() - lastActivity.current;
      if (idleFor >= IDLE_LOGOUT_MS) showWarning(Date.now());
      else timer = window.setTimeout(check, IDLE_LOGOUT_MS - idleFor);
    };
    timer = window.setTimeout(check, IDLE_LOGOUT_MS - (Date.now() - lastActivity.current));
    return () => window.clearTimeout(timer);
  }, [warningSince, showWarning]);

  // The countdown.
  useEffect(() => {
    if (warningSince === null) return;
    const timer = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at - warningSince >= COUNTDOWN_MS) {
        window.clearInterval(timer);
        onTimeoutRef.current();
      }
    }, COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [warningSince]);

  useEffect(() => {
    const onActivity = () => {
      lastActivity.current = Date.now();
      if (warningRef.current !== null) {
        warningRef.current = null;
        setWarningSince(null);
      }
    };
    const options = { capture: true, passive: true };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, options);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, options);
    };
  }, []);

  if (warningSince === null) return { secondsLeft: null };
  return { secondsLeft: Math.max(0, Math.ceil((COUNTDOWN_MS - (now - warningSince)) / 1000)) };
}
