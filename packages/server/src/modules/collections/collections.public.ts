// The collection orders' calls, console queue and job, for the composition root (app.ts, server-jobs.ts).
export { createCollectionsHandlers } from './collections.handlers.ts';
export { createCollectionsRepository } from './collections.repository.ts';
export { createCollectionsService } from './collections.service.ts';
export { collectionQueue } from './collections-queue.ts';
export { collectionsJob } from './collections.job.ts';
