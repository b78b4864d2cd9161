// What other parts of the server use of stores (ARCHITECTURE.md, "Server areas and their public surfaces"): its
// background work, for the job registry (jobs/server-jobs.ts).
export { mediaSweepJob } from './media-sweep.job.ts';
