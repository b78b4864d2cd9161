import type { Database } from '@mbo/db/client';
import type { Config } from '../config.ts';
import { createLedger } from '../money/money.public.ts';
import { createFastSettlementRunner, deploymentNpp } from '../modules/settlement/settlement.public.ts';
import { JOB_LOCK } from './advisory-locks.ts';
import type { JobDefinition, JobLog } from './periodic-job.ts';

/**
 * The T+0 same-day settlement (see fast-settlement-runner.ts): every FAST_SETTLE_JOB_INTERVAL_MS (1 minute) the job
 * looks for merchants whose current run slot (FAST_SETTLE_SLOT_MS, 30 minutes; from 23:59 local the day's end run)
 * has not been cleared, clears and pays them, and pays any T+0 payout left pending. The NPP adapter's returns come
 * back through the same runner.
 */
export function fastSettlementJob(
  db: Database,
  config: Pick<
    Config,
    | 'fastSettleJobIntervalMs'
    | 'fastSettleSlotMs'
    | 'sandboxChannels'
    | 'nppSandboxFailPercent'
    | 'nppSandboxReturnPercent'
    | 'nppSandboxReturnDelayMs'
  >,
  log: JobLog,
): JobDefinition {
  const npp = deploymentNpp(config, (error) => log.error({ err: error }, 'recording an NPP return failed'));
  const runner = createFastSettlementRunner({
    db,
    ledger: createLedger(db),
    npp,
    settlesSandbox: config.sandboxChannels,
    slotMs: config.fastSettleSlotMs,
  });
  npp?.onReturn(async (returned) => {
    await runner.recordReturn(returned);
  });
  return {
    name: 'fast-settlement',
    lockKey: JOB_LOCK.fastSettlement,
    intervalMs: config.fastSettleJobIntervalMs,
    task: () => runner.runFast(new Date()),
  };
}
