import { conflict, notFound } from '../../lib/app-error.ts';
import type { ReviewQueue } from './review-queue.ts';

/** Refusals adapters throw, so every queue answers alike. */
export const itemNotFound = () => notFound('console.item_not_found');
export const itemNotWaiting = () => conflict('console.item_not_waiting');

export interface QueueRegistry {
  all: readonly ReviewQueue[];
  /** The queue of a key, or 404 in the caller's language. */
  get(key: string): ReviewQueue;
}

/** The queues by key; two queues sharing a key stop the server at start (one would hide the other). */
export function createQueueRegistry(queues: readonly ReviewQueue[]): QueueRegistry {
  const byKey = new Map<string, ReviewQueue>();
  for (const queue of queues) {
    if (byKey.has(queue.key)) throw new Error(`two review queues share the key ${queue.key}`);
    byKey.set(queue.key, queue);
  }
  return {
    all: queues,
    get(key) {
      const queue = byKey.get(key);
      if (!queue) throw notFound('console.queue_unknown');
      return queue;
    },
  };
}
