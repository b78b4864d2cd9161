import { activityReportMs } from '@mbo/contracts/idle';
import { useCallback, useRef } from 'react';
import { keepAlive } from '../../api/keep-alive.ts';

/**
 * Tells the server about the user's activity, so its idle limit follows what the user does and not only the calls
 * they make (reading a long page calls nothing): at most once per `activityReportMs(warningMs)`, and at once when the
 * user ends the idle warning. Failures wait for the next activity; an ended session goes to login through the
 * call wrapper.
 */
export function useActivityReport(warningMs: number): (endedWarning: boolean) => void {
  const lastReport = useRef(0);
  return useCallback(
    (endedWarning: boolean) => {
      const at = Date.now();
      if (!endedWarning && at - lastReport.current < activityReportMs(warningMs)) return;
      lastReport.current = at;
      keepAlive().catch(() => undefined);
    },
    [warningMs],
  );
}
