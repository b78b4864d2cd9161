import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left on a quote, counted from when its answer arrived (the server's `expires_in_seconds`, so a browser
 * clock set wrong cannot shorten or stretch it); calls `onExpired` once when it runs out. A quote that never expires
 * (a same-currency remittance: no quote id, no expiry) runs no clock. Used by the FX conversion and the remittance
 * wizard.
 */
export function useQuoteClock(
  quote: { quote_id: number | null; expires_in_seconds: number | null } | null,
  onExpired: () => void,
) {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const expired = useRef(onExpired);
  useEffect(() => {
    expired.current = onExpired;
  }, [onExpired]);
  const quoteId = quote?.quote_id ?? null;
  const seconds = quote?.expires_in_seconds ?? null;

  useEffect(() => {
    if (quoteId === null || seconds === null) return undefined;
    const deadline = Date.now() + seconds * 1000;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) {
        clearInterval(timer);
        expired.current();
      }
    };
    const timer = setInterval(tick, 1000);
    const first = setTimeout(tick, 0);
    return () => {
      clearInterval(timer);
      clearTimeout(first);
    };
  }, [quoteId, seconds]);

  return secondsLeft;
}
