import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import { FAST_SETTLE_REQUEST_STATUS } from '@mbo/contracts/statuses';
import type { Database } from '@mbo/db/client';
import { merchants, users } from '@mbo/db/schema';
import { fastSettleRequests } from '@mbo/db/schema-settlement';
import { conflict } from '../../lib/app-error.ts';
import { formatWireTime } from '../../lib/time.ts';

export type Queryable = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
export type FastSettleRow = typeof fastSettleRequests.$inferSelect;
export type NewFastSettleRequest = Omit<typeof fastSettleRequests.$inferInsert, 'id' | 'billNo'>;

const ONE_PENDING_INDEX = 'fast_settle_requests_one_pending_uq';
const underReview = eq(fastSettleRequests.status, FAST_SETTLE_REQUEST_STATUS.underReview);

/** A unique violation of the one-under-review index, however the driver wraps it. */
function isSecondPending(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const pgError = cause as { code?: string; constraint?: string };
    if (pgError.code === '23505' && pgError.constraint === ONE_PENDING_INDEX) return true;
  }
  return false;
}

/** The merchant a request belongs to, as the requests name it. */
export async function merchantOf(db: Queryable, merchantId: number) {
  const [row] = await db
    .select({
      id: merchants.id,
      name: merchants.name,
      number: merchants.number,
      timeZone: merchants.timeZone,
      isFastSettle: merchants.isFastSettle,
    })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row;
}
export type RequestMerchant = NonNullable<Awaited<ReturnType<typeof merchantOf>>>;

/**
 * Writes a request; its bill no is "FS", the merchant's date (YYYYMMDD) and the row's id, unique by construction.
 * A second request under review for the merchant — two submits at once included — is refused by the database's
 * partial unique index and answered with the spec's message.
 */
export async function insertRequest(
  db: Queryable,
  merchant: Pick<RequestMerchant, 'id' | 'timeZone'>,
  values: Omit<NewFastSettleRequest, 'merchantId'>,
): Promise<FastSettleRow> {
  const { rows } = await db.execute<{ id: string }>(
    sql`select nextval(pg_get_serial_sequence('fast_settle_requests', 'id')) as id`,
  );
  const id = Number(rows[0]!.id);
  const day = formatWireTime(new Date(), merchant.timeZone).slice(0, 10).replaceAll('-', '');
  try {
    const [row] = await db
      .insert(fastSettleRequests)
      .values({ ...values, id, merchantId: merchant.id, billNo: `FS${day}${String(id).padStart(6, '0')}` })
      .returning();
    return row!;
  } catch (error) {
    if (isSecondPending(error)) throw conflict('fast_settle.pending');
    throw error;
  }
}

/** The merchant's requests and the queue's queries, each scoped as its caller needs. */
export function createFastSettleRepository(db: Database) {
  return {
    merchant: (merchantId: number) => merchantOf(db, merchantId),

    /** The signed-in requester: their name (kept on the request) and where their code goes. */
    async requester(userId: number) {
      const [row] = await db
        .select({ name: users.name, countryCode: users.countryCode, phone: users.phone, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async pendingCount(merchantId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(fastSettleRequests)
        .where(and(eq(fastSettleRequests.merchantId, merchantId), underReview));
      return row?.total ?? 0;
    },

    async page(
      merchantId: number,
      filter: { billNo?: string; source?: string },
      page: { index: number; size: number },
    ) {
      const where = and(
        eq(fastSettleRequests.merchantId, merchantId),
        filter.billNo ? eq(fastSettleRequests.billNo, filter.billNo) : undefined,
        filter.source ? eq(fastSettleRequests.source, filter.source) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(fastSettleRequests)
          .where(where)
          .orderBy(desc(fastSettleRequests.createdAt), desc(fastSettleRequests.id))
          .limit(page.size)
          .offset((page.index - 1) * page.size),
        db.select({ total: count() }).from(fastSettleRequests).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async byId(merchantId: number, id: number): Promise<FastSettleRow | undefined> {
      const [row] = await db
        .select()
        .from(fastSettleRequests)
        .where(and(eq(fastSettleRequests.merchantId, merchantId), eq(fastSettleRequests.id, id)));
      return row;
    },

    /** The approved request whose 04:00 has not come yet (the latest, should there be two). */
    async waiting(merchantId: number, now: Date): Promise<FastSettleRow | undefined> {
      const [row] = await db
        .select()
        .from(fastSettleRequests)
        .where(
          and(
            eq(fastSettleRequests.merchantId, merchantId),
            eq(fastSettleRequests.status, FAST_SETTLE_REQUEST_STATUS.completed),
            gt(fastSettleRequests.effectiveAt, now),
          ),
        )
        .orderBy(desc(fastSettleRequests.effectiveAt), desc(fastSettleRequests.id))
        .limit(1);
      return row;
    },

    /** Requests under review of every merchant, oldest first (the console's queue). */
    async underReview(page: { page: number; pageSize: number }) {
      const [rows, [total]] = await Promise.all([
        db
          .select({ row: fastSettleRequests, merchantName: merchants.name, merchantNumber: merchants.number })
          .from(fastSettleRequests)
          .innerJoin(merchants, eq(merchants.id, fastSettleRequests.merchantId))
          .where(underReview)
          .orderBy(asc(fastSettleRequests.createdAt), asc(fastSettleRequests.id))
          .limit(page.pageSize)
          .offset(Math.max(0, page.page - 1) * page.pageSize),
        db.select({ total: count() }).from(fastSettleRequests).where(underReview),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async withMerchant(id: number) {
      const [found] = await db
        .select({ row: fastSettleRequests, merchantName: merchants.name, merchantNumber: merchants.number })
        .from(fastSettleRequests)
        .innerJoin(merchants, eq(merchants.id, fastSettleRequests.merchantId))
        .where(eq(fastSettleRequests.id, id));
      return found;
    },
  };
}
export type FastSettleRepository = ReturnType<typeof createFastSettleRepository>;
