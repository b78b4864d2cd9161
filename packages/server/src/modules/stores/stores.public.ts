// What other parts of the server use of stores (ARCHITECTURE.md, "Server areas and their public surfaces"): its
// background work, for the job registry (jobs/server-jobs.ts).
export { mediaSweepJob } from './media-sweep.job.ts';
// The BMP decoder (sharp reads no BMP), for the onboarding uploads' re-encoding (uploads/reencode-jpeg.ts).
export { decodeBmp, isBmp } from './bmp-decode.ts';
// Unguessable file tokens, shared by the onboarding uploads.
export { newMediaToken } from './media-urls.ts';
