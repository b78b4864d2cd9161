// What other areas use of gateway (ARCHITECTURE.md, "Server areas and their public surfaces").
export type { Gateway, OrderView } from './gateway.ts';
// Its background work, for the job registry (jobs/server-jobs.ts).
export { reconcileJob } from './reconcile-job.ts';
