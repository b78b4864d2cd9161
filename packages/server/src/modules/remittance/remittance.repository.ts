import { and, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { recipients, transferOrders } from '@mbo/db/schema-remittance';
import type { Tx } from '../../money/money.public.ts';

export type { Tx };
export type OrderRow = typeof transferOrders.$inferSelect;
export type NewOrder = Omit<typeof transferOrders.$inferInsert, 'id' | 'createdAt'>;
/** A transfer order with the recipient fields its views show. */
export type OrderWithRecipient = OrderRow & {
  recipientName: string;
  recipientAccount: string | null;
  recipientUserAccount: string | null;
};

export interface OrderFilter {
  timeZone: string;
  from: string;
  to: string;
  status: number | null;
  keyword: string;
  batchId: number | null;
  pageIndex: number;
  pageSize: number;
}

const withRecipient = {
  recipientName: recipients.name,
  recipientAccount: recipients.accountNumber,
  recipientUserAccount: recipients.userAccount,
};

/** An order by id, of the merchant (or of any merchant when null: the jobs and the console). */
const orderOf = (id: number, merchantId: number | null) =>
  merchantId === null
    ? eq(transferOrders.id, id)
    : and(eq(transferOrders.id, id), eq(transferOrders.merchantId, merchantId));

/** The statuses of an order that holds its waiver (not closed or failed): those of `transfer_orders_first_free_uq`. */
const USED_WAIVER_STATUSES = sql.raw('(1, 2, 3, 4, 6)');

/** What the wizard's rules ask of the sender on every quote and order (remittance.service.ts). */
export interface SenderStanding {
  verifyStatus: number | undefined;
  applicationStatus: string | undefined;
  hasUsedFirstRemittance: boolean;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Transfer orders' queries, each scoped by the merchant (the jobs' by the order's status). */
export function createRemittanceRepository(db: Database) {
  const selectOrders = (runner: Database | Tx = db) =>
    runner
      .select({ ...getTableColumns(transferOrders), ...withRecipient })
      .from(transferOrders)
      .innerJoin(recipients, eq(recipients.id, transferOrders.recipientId));

  return {
    /**
     * The sender's standing, in one statement: the user's personal verification (undefined: none submitted), the
     * merchant's application status ('draft', 'under_review', 'rejected', 'approved') and whether the merchant
     * already used its first-remittance waiver (an order with it, not closed or failed).
     */
    async standing(userId: number, merchantId: number): Promise<SenderStanding> {
      const { rows } = await db.execute<{
        verify_status: number | null;
        application_status: string | null;
        used: boolean;
      }>(sql`
        select (select verify_status from persons where user_id = ${userId}) as verify_status,
          (select application_status from merchants where id = ${merchantId}) as application_status,
          exists (select 1 from transfer_orders where merchant_id = ${merchantId} and status in ${USED_WAIVER_STATUSES}) as used`);
      const row = rows[0];
      return {
        verifyStatus: row?.verify_status ?? undefined,
        applicationStatus: row?.application_status ?? undefined,
        hasUsedFirstRemittance: row?.used ?? false,
      };
    },

    /**
     * The merchant a product user is paid into: the first verified merchant where they are a super admin (role 1),
     * other than the sender (a person running two businesses is paid into the other one).
     */
    async merchantOfUser(userId: number, senderMerchantId: number): Promise<number | undefined> {
      const { rows } = await db.execute<{ merchant_id: number }>(sql`
        select r.merchant_id from employee_roles r join merchants m on m.id = r.merchant_id
        where r.user_id = ${userId} and r.role_type = 1 and not r.is_delete and not m.is_delete and m.is_verify
          and m.id <> ${senderMerchantId}
        order by r.merchant_id limit 1`);
      return rows[0]?.merchant_id;
    },

    /** Whether the merchant already used its first-remittance waiver (an order with it, not closed or failed). */
    async hasUsedFirstRemittance(merchantId: number): Promise<boolean> {
      const { rows } = await db.execute<{ used: boolean }>(sql`
        select exists (select 1 from transfer_orders where merchant_id = ${merchantId}
          and status in ${USED_WAIVER_STATUSES}) as used`);
      return rows[0]?.used ?? false;
    },

    /**
     * Inserts an order with its number; answers undefined when the first-remittance waiver it carries was taken
     * meanwhile (the partial unique index), or the idempotency key was used (the caller reads the earlier order).
     */
    async insert(tx: Tx, order: NewOrder): Promise<OrderRow | undefined> {
      const [row] = await tx.insert(transferOrders).values(order).onConflictDoNothing().returning();
      return row;
    },

    /** Inserts many orders in one statement per thousand (a batch payment); answers them in the given order. */
    async insertMany(tx: Tx, orders: readonly NewOrder[]): Promise<OrderRow[]> {
      const created: OrderRow[] = [];
      for (let start = 0; start < orders.length; start += 1_000) {
        const rows = await tx
          .insert(transferOrders)
          .values(orders.slice(start, start + 1_000) as NewOrder[])
          .returning();
        created.push(...rows.sort((a, b) => a.id - b.id));
      }
      return created;
    },

    async byKey(runner: Database | Tx, merchantId: number, idempotencyKey: string): Promise<OrderRow | undefined> {
      const [row] = await runner
        .select()
        .from(transferOrders)
        .where(and(eq(transferOrders.merchantId, merchantId), eq(transferOrders.idempotencyKey, idempotencyKey)));
      return row;
    },

    async detail(merchantId: number, id: number): Promise<OrderWithRecipient | undefined> {
      const [row] = await selectOrders().where(
        and(eq(transferOrders.merchantId, merchantId), eq(transferOrders.id, id)),
      );
      return row;
    },

    /**
     * The order with its recipient's fields (its merchant's, or any when merchantId is null), not locked: what a
     * transition prepares from, and whose recipient fields its answer carries.
     */
    async find(
      id: number,
      merchantId: number | null,
      runner: Database | Tx = db,
    ): Promise<OrderWithRecipient | undefined> {
      const [row] = await selectOrders(runner).where(orderOf(id, merchantId));
      return row;
    },

    /** The order locked for a transition (its merchant's, or any when merchantId is null: the jobs and the console). */
    async lock(tx: Tx, id: number, merchantId: number | null): Promise<OrderRow | undefined> {
      const [row] = await tx.select().from(transferOrders).where(orderOf(id, merchantId)).for('update');
      return row;
    },

    async update(tx: Tx, id: number, change: Partial<NewOrder>): Promise<OrderRow> {
      const [row] = await tx.update(transferOrders).set(change).where(eq(transferOrders.id, id)).returning();
      return row!;
    },

    async page(merchantId: number, filter: OrderFilter): Promise<{ rows: OrderWithRecipient[]; total: number }> {
      const where: SQL[] = [
        eq(transferOrders.merchantId, merchantId),
        sql`${transferOrders.createdAt} >= (${filter.from}::date)::timestamp at time zone ${filter.timeZone}`,
        sql`${transferOrders.createdAt} < (${filter.to}::date + 1)::timestamp at time zone ${filter.timeZone}`,
      ];
      if (filter.status !== null) where.push(eq(transferOrders.status, filter.status));
      if (filter.batchId !== null) where.push(eq(transferOrders.batchId, filter.batchId));
      if (filter.keyword) {
        const like = `%${escapeLike(filter.keyword)}%`;
        where.push(sql`(${transferOrders.number} ilike ${like} or ${recipients.name} ilike ${like})`);
      }
      const condition = and(...where);
      const [rows, [total]] = await Promise.all([
        selectOrders()
          .where(condition)
          .orderBy(desc(transferOrders.createdAt), desc(transferOrders.id))
          .limit(filter.pageSize)
          .offset((filter.pageIndex - 1) * filter.pageSize),
        db
          .select({ total: count() })
          .from(transferOrders)
          .innerJoin(recipients, eq(recipients.id, transferOrders.recipientId))
          .where(condition),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** Unpaid orders whose payment window ended (the timeout job), oldest first. */
    async overdueUnpaid(at: Date, limit: number): Promise<number[]> {
      const { rows } = await db.execute<{ id: number }>(sql`
        select id from transfer_orders where status = 1 and pay_by <= ${at.toISOString()}::timestamptz
        order by pay_by limit ${limit}`);
      return rows.map((row) => Number(row.id));
    },

    /** Orders paying from outside whose window ended: a POLi payment never finished, a transfer never evidenced. */
    async abandonedPayments(at: Date, limit: number): Promise<number[]> {
      const { rows } = await db.execute<{ id: number }>(sql`
        select id from transfer_orders where status = 2 and pay_by <= ${at.toISOString()}::timestamptz
          and (payment_method = 2 or receipt_token is null)
        order by pay_by limit ${limit}`);
      return rows.map((row) => Number(row.id));
    },

    /** Processing orders (with the network), oldest first, with what the network needs. */
    async processing(limit: number) {
      const { rows } = await db.execute<{
        id: number;
        number: string;
        account_number: string | null;
        processing_at: string;
      }>(sql`
        select o.id, o.number, r.account_number, o.processing_at from transfer_orders o
        join recipients r on r.id = o.recipient_id
        where o.status = 3 order by o.processing_at limit ${limit}`);
      return rows.map((row) => ({
        id: Number(row.id),
        number: row.number,
        accountNumber: row.account_number,
        processingAt: new Date(row.processing_at),
      }));
    },

    /** Completed orders whose network reference ends "-R": the network said the payment will come back. */
    async returning(limit: number) {
      const { rows } = await db.execute<{ id: number; completed_at: string }>(sql`
        select id, completed_at from transfer_orders
        where status = 4 and network_ref like '%-R' order by completed_at limit ${limit}`);
      return rows.map((row) => ({ id: Number(row.id), completedAt: new Date(row.completed_at) }));
    },
  };
}
export type RemittanceRepository = ReturnType<typeof createRemittanceRepository>;
