import { MERCHANT_SWITCH_OVERLAY_MS } from '@mbo/contracts/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { chooseMerchant } from '../../../lib/session.ts';

export interface MerchantSwitch {
  /** The merchant being switched to while the overlay shows, else null. */
  targetId: number | null;
  switchTo: (merchantId: number) => void;
}

/**
 * The merchant switch of the spec (section 4): overlay, ChooseMerchantRequest (stores the new roles), then after
 * MERCHANT_SWITCH_OVERLAY_MS a full load of home or home_n, so that no page keeps the previous merchant's state.
 * A failed choice (its toast comes from the call wrapper) drops the overlay and leaves the current merchant.
 */
export function useMerchantSwitch(): MerchantSwitch {
  const [targetId, setTargetId] = useState<number | null>(null);
  const timer = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  const switchTo = useCallback((merchantId: number) => {
    setTargetId(merchantId);
    const startedAt = Date.now();
    chooseMerchant(merchantId)
      .then((landing) => {
        const remaining = Math.max(0, MERCHANT_SWITCH_OVERLAY_MS - (Date.now() - startedAt));
        timer.current = window.setTimeout(() => window.location.assign(landing), remaining);
      })
      .catch(() => setTargetId(null));
  }, []);

  return { targetId, switchTo };
}
