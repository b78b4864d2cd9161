import { DEFAULT_IDLE_TIMINGS, type IdleTimings } from '@mbo/contracts/idle';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What counts as the user being there (spec: keyboard, mouse, click or scroll). */
const ACTIVITY_EVENTS = ['keydown', 'mousemove', 'mousedown', 'click', 'scroll', 'wheel', 'touchstart'] as const;
const COUNTDOWN_TICK_MS = 250;

export interface IdleState {
  /** Seconds left before sign-out while the warning shows, else null. */
  secondsLeft: number | null;
}

export interface IdleOptions {
  timings?: IdleTimings;
  /** Every activity; `endedWarning` when it closed a running countdown. */
  onActivity?: (endedWarning: boolean) => void;
}

/**
 * Watches for activity and, after `warningMs` without any, counts `countdownMs` down; any activity cancels the
 * countdown; at zero `onTimeout` runs. The timings come from the server with the session (contracts/idle.ts).
 * Timers are measured against Date.now(), not counted ticks, so a throttled background tab (or a fake clock) still
 * ends on time.
 */
export function useIdleTimer(
  onTimeout: () => void,
  { timings = DEFAULT_IDLE_TIMINGS, onActivity }: IdleOptions = {},
): IdleState {
  const { warningMs, countdownMs } = timings;
  const [warningSince, setWarningSince] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const lastActivity = useRef(now);
  const warningRef = useRef<number | null>(null);
  const onTimeoutRef = useRef(onTimeout);
  const onActivityRef = useRef(onActivity);
  useEffect(() => {
    onTimeoutRef.current = onTimeout;
    onActivityRef.current = onActivity;
  }, [onTimeout, onActivity]);

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
      if (idleFor >= warningMs) showWarning(Date.now());
      else timer = window.setTimeout(check, warningMs - idleFor);
    };
    timer = window.setTimeout(check, warningMs - (Date.now() - lastActivity.current));
    return () => window.clearTimeout(timer);
  }, [warningSince, showWarning, warningMs]);

  // The countdown.
  useEffect(() => {
    if (warningSince === null) return;
    const timer = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at - warningSince >= countdownMs) {
        window.clearInterval(timer);
        onTimeoutRef.current();
      }
    }, COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [warningSince, countdownMs]);

  useEffect(() => {
    const handleActivity = () => {
      lastActivity.current = Date.now();
      const endedWarning = warningRef.current !== null;
      if (endedWarning) {
        warningRef.current = null;
        setWarningSince(null);
      }
      onActivityRef.current?.(endedWarning);
    };
    const options = { capture: true, passive: true };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, handleActivity, options);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, handleActivity, options);
    };
  }, []);

  if (warningSince === null) return { secondsLeft: null };
  return { secondsLeft: Math.max(0, Math.ceil((countdownMs - (now - warningSince)) / 1000)) };
}
