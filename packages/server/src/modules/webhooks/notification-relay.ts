import type { FastifyBaseLogger } from 'fastify';
import { DELIVERY_ERROR } from '@mbo/contracts/calls/webhooks';
import { createBatcher } from '../../lib/batcher.ts';
import { deliverNotification, type DeliveryResult } from './deliver-notification.ts';
import type { AttemptOutcome, DueNotification, NotificationsRepository } from './notifications.repository.ts';
import { notificationSignature } from '../api-keys/api-keys.public.ts';
import type { Worker } from '../../jobs/registry.ts';

export interface RelayOptions {
  /** Time between polls when the outbox had nothing due; 0 disables the relay. */
  intervalMs: number;
  batchSize: number;
  timeoutMs: number;
  /** Wait before each retry: the n-th failed attempt waits retryDelaysMs[n-1]; when they run out the notification is given up. */
  retryDelaysMs: readonly number[];
  isPrivateAllowed: boolean;
}

export interface NotificationRelay extends Worker {
  /** Delivers what is due now (one batch); the number delivered or attempted. */
  runOnce(): Promise<number>;
  /**
   * A notification was just written (committed): deliver it now rather than at the next poll. Those told together
   * are claimed together and their outcomes recorded together; a notification another relay claimed first, or
   * none by that id, is skipped. The poll stays for retries and for what a stopped process was told.
   */
  deliverNow(eventId: string): void;
}

/**
 * The notification relay: polls the outbox (webhook_events) for due rows, claims a batch with `for update skip
 * locked` (several server processes share the work, each row goes to one), POSTs each signed payload, and records
 * the attempt; a notification just written is delivered at once (deliverNow). 2xx is delivered; anything else
 * (status, timeout, refused connection) is retried after the next delay, and given up (status 3) when the delays
 * run out. A full batch is followed at once by the next. The poll is a worker of the job registry (it starts
 * with `start`); delivering at once works from creation until `stop`. An interval of 0 disables both.
 */
export function createNotificationRelay(
  repository: NotificationsRepository,
  secretOf: (merchantId: number) => Promise<string | null>,
  options: RelayOptions,
  log: Pick<FastifyBaseLogger, 'error' | 'debug'>,
): NotificationRelay {
  const leaseMs = options.timeoutMs + 30_000;

  async function deliver(
    notification: DueNotification,
  ): Promise<{ notification: DueNotification; outcome: AttemptOutcome }> {
    const started = Date.now();
    const secret = await secretOf(notification.merchantId);
    const body = JSON.stringify(notification.payload);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const result: DeliveryResult = secret
      ? await deliverNotification({
          url: notification.notifyUrl,
          body,
          headers: {
            'x-event-id': notification.eventId,
            'x-timestamp': timestamp,
            'x-signature': notificationSignature(secret, timestamp, body),
          },
          timeoutMs: options.timeoutMs,
          isPrivateAllowed: options.isPrivateAllowed,
        })
      : { httpStatus: null, error: DELIVERY_ERROR.noKey };
    if (result.detail)
      log.debug({ eventId: notification.eventId, detail: result.detail }, 'notification attempt got no answer');
    const isDelivered = result.httpStatus !== null && result.httpStatus >= 200 && result.httpStatus < 300;
    return {
      notification,
      outcome: {
        httpStatus: result.httpStatus,
        // An HTTP answer is logged as its status alone; no answer as a coarse code (DELIVERY_ERROR).
        error: result.error,
        durationMs: Date.now() - started,
        isDelivered,
        retryInMs: isDelivered ? null : (options.retryDelaysMs[notification.attempt - 1] ?? null),
      },
    };
  }

  async function runOnce(): Promise<number> {
    const due = await repository.claimDue(options.batchSize, leaseMs);
    // Every delivery of the batch at once; their outcomes are written together. A delivery that throws (a bug,
    // not a refusal) is left to its lease: the notification comes due again after it.
    const settled = await Promise.allSettled(due.map(deliver));
    const results = settled.flatMap((entry, index) => {
      if (entry.status === 'fulfilled') return [entry.value];
      log.error({ err: entry.reason, eventId: due[index]!.eventId }, 'notification attempt failed before it was sent');
      return [];
    });
    await repository.recordAttempts(results);
    return due.length;
  }

  // Told of a new notification: claimed with the others told meanwhile (one statement), delivered on its own,
  // its outcome recorded with the others finished meanwhile (one statement).
  const claimNow = createBatcher<string, DueNotification | null>({
    run: async (eventIds) => {
      const claimed = new Map((await repository.claimByEventIds(eventIds, leaseMs)).map((due) => [due.eventId, due]));
      return eventIds.map((eventId) => claimed.get(eventId) ?? null);
    },
  });
  const recordNow = createBatcher<{ notification: DueNotification; outcome: AttemptOutcome }, void>({
    run: async (results) => {
      await repository.recordAttempts(results);
      return results.map(() => undefined);
    },
  });
  const deliveringNow = new Set<Promise<void>>();

  async function deliverOne(eventId: string): Promise<void> {
    const due = await claimNow(eventId);
    if (due) await recordNow(await deliver(due));
  }

  let isStopped = options.intervalMs <= 0;
  let isStarted = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  async function loop(): Promise<void> {
    try {
      // A full batch means more may be due: go on at once.
      while (!isStopped && (await runOnce()) === options.batchSize);
    } catch (error) {
      log.error({ err: error }, 'notification relay run failed; it runs again at the next interval');
    }
    if (!isStopped) timer = setTimeout(() => (running = loop()), options.intervalMs).unref();
  }

  return {
    name: 'notification-relay',
    runOnce,
    start() {
      if (isStopped || isStarted) return;
      isStarted = true;
      timer = setTimeout(() => (running = loop()), 0).unref();
    },
    deliverNow(eventId) {
      if (isStopped) return;
      // A failure leaves the notification to its lease and the poll.
      const delivery = deliverOne(eventId).catch((error: unknown) =>
        log.error({ err: error, eventId }, 'notification delivery failed; the relay retries it'),
      );
      deliveringNow.add(delivery);
      void delivery.finally(() => deliveringNow.delete(delivery));
    },
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await running;
      await Promise.all(deliveringNow);
    },
  };
}
