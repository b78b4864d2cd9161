import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { WEBHOOK_STATUS } from '@mbo/contracts/calls/webhooks';
import { executePrepared } from '@mbo/db/prepared';
import { batchRows } from '../../lib/batch-sql.ts';
import { withoutFlushWait } from '../../lib/async-commit.ts';

export interface DueNotification {
  id: number;
  eventId: string;
  merchantId: number;
  payload: unknown;
  notifyUrl: string;
  /** This attempt's number (1 for the first). */
  attempt: number;
}

export interface AttemptOutcome {
  httpStatus: number | null;
  error: string | null;
  durationMs: number;
  isDelivered: boolean;
  /** Null: no further attempt (delivered or given up). */
  retryInMs: number | null;
}

type NotificationRow = {
  event_id: string;
  type: string;
  notify_url: string;
  status: number;
  attempts: number;
  last_http_status: number | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
  next_attempt_at: string | null;
  total: number;
};

type ClaimedRow = {
  id: number;
  event_id: string;
  merchant_id: number;
  payload: unknown;
  notify_url: string;
  attempts: number;
};
const CLAIMED = sql.raw('e.id, e.event_id, e.merchant_id, e.payload, e.notify_url, e.attempts');
const toDue = (row: ClaimedRow): DueNotification => ({
  id: Number(row.id),
  eventId: row.event_id,
  merchantId: Number(row.merchant_id),
  payload: row.payload,
  notifyUrl: row.notify_url,
  attempt: Number(row.attempts),
});

const wireTime = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`);

/** The outbox of notifications (webhook_events): the relay's claims and outcomes, and the merchant's delivery log. */
export function createNotificationsRepository(db: Database) {
  return {
    /**
     * Claims up to `limit` due notifications (skipping rows another relay holds) and leases them for `leaseMs`:
     * the attempt counter moves now, so a relay that dies mid-delivery leaves the row due again after the lease.
     */
    async claimDue(limit: number, leaseMs: number): Promise<DueNotification[]> {
      const { rows } = await db.execute<ClaimedRow>(sql`
        with due as (
          select id from webhook_events
          where status = ${WEBHOOK_STATUS.pending} and next_attempt_at <= now()
          order by next_attempt_at
          limit ${limit}
          for update skip locked
        )
        update webhook_events e
        set attempts = e.attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
        from due, ${withoutFlushWait} where e.id = due.id
        returning ${CLAIMED}`);
      return rows.map(toDue);
    },

    /**
     * Claims the named notifications that are due (just written: the relay is told at once, see
     * startNotificationRelay), leased as claimDue does; one another relay holds or has claimed is not due and
     * is left out. Looked up by event id, so the due index's dead entries cost nothing here.
     */
    async claimByEventIds(eventIds: readonly string[], leaseMs: number): Promise<DueNotification[]> {
      const { rows } = await executePrepared<ClaimedRow>(
        db,
        sql`
        update webhook_events e
        set attempts = e.attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
        from ${batchRows(
          eventIds.map((eventId) => ({ eventId })),
          '"eventId" text',
        )}, ${withoutFlushWait}
        where e.event_id = r."eventId" and e.status = ${WEBHOOK_STATUS.pending} and e.next_attempt_at <= now()
        returning ${CLAIMED}`,
      );
      return rows.map(toDue);
    },

    /** Records a batch of attempts and each notification's new state, in one statement. */
    async recordAttempts(results: { notification: DueNotification; outcome: AttemptOutcome }[]): Promise<void> {
      if (results.length === 0) return;
      const statusOf = ({ outcome }: (typeof results)[number]) =>
        outcome.isDelivered
          ? WEBHOOK_STATUS.delivered
          : outcome.retryInMs === null
            ? WEBHOOK_STATUS.failed
            : WEBHOOK_STATUS.pending;
      await executePrepared(
        db,
        sql`
        with outcome as (
          select r.* from ${batchRows(
            results.map((result) => ({
              id: result.notification.id,
              merchant_id: result.notification.merchantId,
              attempt: result.notification.attempt,
              http_status: result.outcome.httpStatus,
              error: result.outcome.error,
              duration_ms: result.outcome.durationMs,
              status: statusOf(result),
              retry_s: (result.outcome.retryInMs ?? 0) / 1000,
            })),
            'id bigint, merchant_id int, attempt int, http_status int, error text, duration_ms int, status smallint, retry_s float8',
          )}
        ),
        attempt as (
          insert into webhook_attempts (merchant_id, webhook_event_id, attempt, http_status, error, duration_ms)
          select merchant_id, id, attempt, http_status, error, duration_ms from outcome
        )
        update webhook_events e set
          status = o.status,
          last_http_status = o.http_status,
          last_error = o.error,
          delivered_at = case when o.status = ${WEBHOOK_STATUS.delivered} then now() end,
          next_attempt_at = now() + make_interval(secs => o.retry_s)
        from outcome o, ${withoutFlushWait}
        where e.id = o.id and e.merchant_id = o.merchant_id`,
      );
    },

    /** Removes nonces past the signature window and idempotency records past their life. */
    async purge(nonceMaxAgeMs: number, idempotencyMaxAgeMs: number): Promise<void> {
      await db.execute(
        sql`delete from api_nonces where created_at < now() - make_interval(secs => ${nonceMaxAgeMs / 1000})`,
      );
      await db.execute(
        sql`delete from api_idempotency_keys where created_at < now() - make_interval(secs => ${idempotencyMaxAgeMs / 1000})`,
      );
    },

    async list(merchantId: number, pageIndex: number, pageSize: number, status: number | undefined) {
      const { rows } = await db.execute<NotificationRow>(sql`
        select event_id, type, notify_url, status, attempts, last_http_status, last_error,
          ${wireTime('created_at')} as created_at, ${wireTime('delivered_at')} as delivered_at,
          case when status = ${WEBHOOK_STATUS.pending} then ${wireTime('next_attempt_at')} end as next_attempt_at,
          count(*) over () as total
        from webhook_events
        where merchant_id = ${merchantId} ${status === undefined ? sql`` : sql`and status = ${status}`}
        order by webhook_events.created_at desc, webhook_events.id desc
        limit ${pageSize} offset ${(pageIndex - 1) * pageSize}`);
      const data = rows.map(({ total: _total, ...row }) => ({
        ...row,
        status: Number(row.status),
        attempts: Number(row.attempts),
        last_http_status: row.last_http_status === null ? null : Number(row.last_http_status),
      }));
      const total = rows[0] ? Number(rows[0].total) : pageIndex > 1 ? await this.count(merchantId, status) : 0;
      return { data, total_count: total };
    },

    async count(merchantId: number, status: number | undefined): Promise<number> {
      const { rows } = await db.execute<{ total: number }>(
        sql`select count(*) as total from webhook_events where merchant_id = ${merchantId} ${status === undefined ? sql`` : sql`and status = ${status}`}`,
      );
      return Number(rows[0]?.total ?? 0);
    },

    /** The attempts of one of the merchant's notifications; null when the event is not the merchant's. */
    async attempts(merchantId: number, eventId: string) {
      const { rows } = await db.execute<{
        id: number | null;
        attempt: number;
        http_status: number | null;
        error: string | null;
        duration_ms: number;
        at: string;
      }>(sql`
        select e.id, a.attempt, a.http_status, a.error, a.duration_ms, ${wireTime('a.created_at')} as at
        from webhook_events e left join webhook_attempts a on a.webhook_event_id = e.id and a.merchant_id = e.merchant_id
        where e.merchant_id = ${merchantId} and e.event_id = ${eventId}
        order by a.attempt`);
      if (rows.length === 0) return null;
      return rows
        .filter((row) => row.attempt !== null)
        .map((row) => ({
          attempt: Number(row.attempt),
          http_status: row.http_status === null ? null : Number(row.http_status),
          error: row.error,
          duration_ms: Number(row.duration_ms),
          at: row.at,
        }));
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
