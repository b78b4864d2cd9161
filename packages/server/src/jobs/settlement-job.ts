import type { Database } from '@mbo/db/client';
import { createLedger } from '../money/money.public.ts';
import { createSettlementRunner } from '../modules/settlement/settlement.public.ts';
import { JOB_LOCK } from './advisory-locks.ts';
import type { JobDefinition, JobLog } from './periodic-job.ts';

/**
 * The T+1 settlement run (see settlement-runner.ts) every SETTLEMENT_JOB_INTERVAL_MS, and once at start: clears
 * every ended finance day and pays out what is due.
 */
export function settlementJob(
  db: Database,
  options: { intervalMs: number; settlesSandbox: boolean },
  log: JobLog,
): JobDefinition {
  const runner = createSettlementRunner({ db, ledger: createLedger(db), settlesSandbox: options.settlesSandbox });
  const task = async () => {
    const summary = await runner.runDue(new Date());
    if (summary.refused > 0) {
      log.error(
        { refused: summary.refused },
        'settlement refused days holding sandbox payments: this deployment has no sandbox channels (SANDBOX_CHANNELS)',
      );
    }
    return summary;
  };
  return { name: 'settlement', lockKey: JOB_LOCK.settlement, intervalMs: options.intervalMs, task };
}
