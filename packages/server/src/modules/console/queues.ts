import type { ReviewQueue } from './review-queue.ts';

/**
 * The review queues of the console, in the order its menu lists them. Adding a queue: write its adapter (a
 * `ReviewQueue`, in its own area) and list it here. None ships yet: personal verification and merchant applications
 * come from their areas (issue 11); tests register their own (server/test/kits/review-queue-test-kit.ts).
 */
export const reviewQueues: readonly ReviewQueue[] = [];
