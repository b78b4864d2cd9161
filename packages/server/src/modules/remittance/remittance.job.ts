import type { Database } from '@mbo/db/client';
import { JOB_LOCK } from '../../jobs/advisory-locks.ts';
import type { JobDefinition } from '../../jobs/periodic-job.ts';
import type { OrderLife } from './order-life.ts';
import type { PayoutNetwork } from './payout-network.ts';
import type { RemittanceRepository } from './remittance.repository.ts';

/** Orders one run looks at per pass; the next run takes the rest. */
const BATCH = 200;
/** The marker on a network reference whose payment the network will return (repository.returning reads it). */
const RETURNS_MARK = '-R';

export interface RemittanceJobDeps {
  db: Database;
  repository: RemittanceRepository;
  life: OrderLife;
  network: PayoutNetwork | null;
  intervalMs: number;
  now?: () => Date;
}

/**
 * One pass of the remittance's background work, each step idempotent (the order's transition refuses or answers
 * "already" when another run, a user or the console got there first): abandoned POLi/bank-transfer payments past
 * the window go back to unpaid; unpaid orders past the window close ("Remittance order has timed out"); processing
 * orders are asked of the payout network (completed or failed: the money moves with the status); delivered payments
 * the network returns are credited back less the abnormal-handling fee.
 */
export async function runRemittancePass(deps: RemittanceJobDeps) {
  const { repository, life } = deps;
  const at = (deps.now ?? (() => new Date()))();
  let abandoned = 0;
  for (const id of await repository.abandonedPayments(at, BATCH)) {
    if ((await life.refusePayment(id)).moved) abandoned++;
  }
  let closed = 0;
  for (const id of await repository.overdueUnpaid(at, BATCH)) {
    if ((await life.timeout(id))?.moved) closed++;
  }
  let completed = 0;
  let failed = 0;
  let returned = 0;
  if (deps.network) {
    for (const order of await repository.processing(BATCH)) {
      const answer = await deps.network.track(order, at);
      if (answer.status === 'completed') {
        const reference = answer.returnsLater ? `${answer.reference}${RETURNS_MARK}` : answer.reference;
        if ((await life.complete(order.id, reference)).moved) completed++;
      } else if (answer.status === 'failed') {
        if ((await life.fail(order.id, answer.reference)).moved) failed++;
      }
    }
    for (const order of await repository.returning(BATCH)) {
      if (deps.network.returnDue(order, at) && (await life.returned(order.id)).moved) returned++;
    }
  }
  return { abandoned, closed, completed, failed, returned };
}

/** The remittance job (every REMITTANCE_JOB_INTERVAL_MS, one server process at a time). */
export function remittanceJob(deps: RemittanceJobDeps): JobDefinition {
  return {
    name: 'remittance',
    lockKey: JOB_LOCK.remittance,
    intervalMs: deps.intervalMs,
    task: () => runRemittancePass(deps),
  };
}
