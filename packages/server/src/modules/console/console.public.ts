// What other areas use of the console (ARCHITECTURE.md, "Server areas and their public surfaces"): the shape of a
// review queue, which an area implements for its own items; the composition root lists the queues (app.ts).
export { itemNotFound, itemNotWaiting } from './queue-registry.ts';
export type { QueueItemDetail, QueueItemSummary, ReviewOutcome, ReviewQueue, Tx } from './review-queue.ts';
// Other areas' console actions (business loans) are written to the console's audit log through this.
export { recordConsoleAction, type ConsoleActionEntry } from './console-actions.ts';
