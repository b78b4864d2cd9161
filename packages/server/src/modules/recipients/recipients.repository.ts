import { and, count, desc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { users } from '@mbo/db/schema';
import { recipients } from '@mbo/db/schema-remittance';

export type RecipientRow = typeof recipients.$inferSelect;
export type NewRecipient = Omit<typeof recipients.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'deletedAt'>;
export type RecipientChange = Partial<Omit<NewRecipient, 'merchantId' | 'kind' | 'currencyId' | 'createdByUserId'>>;

export interface RecipientFilter {
  name?: string | undefined;
  currencyId?: number | null | undefined;
  pageIndex: number;
  pageSize: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The recipients' queries, each scoped by the merchant. */
export function createRecipientsRepository(db: Database) {
  const mine = (merchantId: number) => eq(recipients.merchantId, merchantId);
  const live = isNull(recipients.deletedAt);

  return {
    /** A user by e-mail (any case) or phone (digits, with or without the country code and leading 0). */
    async findUser(account: string) {
      const isEmail = account.includes('@');
      const digits = account.replace(/\D/g, '').replace(/^0+/, '');
      const byPhone = sql`(regexp_replace(coalesce(${users.countryCode}, '') || ltrim(${users.phone}, '0'), '\\D', '', 'g') = ${digits}
        or ltrim(${users.phone}, '0') = ${digits})`;
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          countryCode: users.countryCode,
          phone: users.phone,
          email: users.email,
        })
        .from(users)
        .where(
          isEmail
            ? sql`lower(${users.email}) = ${account.toLowerCase()}`
            : and(sql`${users.phone} is not null`, byPhone),
        )
        .limit(1);
      return row;
    },

    async byId(merchantId: number, id: number): Promise<RecipientRow | undefined> {
      const [row] = await db
        .select()
        .from(recipients)
        .where(and(mine(merchantId), eq(recipients.id, id)));
      return row;
    },

    async page(merchantId: number, filter: RecipientFilter): Promise<{ rows: RecipientRow[]; total: number }> {
      const where = and(
        mine(merchantId),
        live,
        filter.name ? ilike(recipients.name, `%${escapeLike(filter.name)}%`) : undefined,
        filter.currencyId ? eq(recipients.currencyId, filter.currencyId) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(recipients)
          .where(where)
          .orderBy(desc(recipients.id))
          .limit(filter.pageSize)
          .offset((filter.pageIndex - 1) * filter.pageSize),
        db.select({ total: count() }).from(recipients).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** A live recipient of the merchant paid the same way (same currency, and the same user or the same account). */
    async duplicateOf(
      merchantId: number,
      same: { currencyId: number; userId: number | null; accountNumber: string | null; bsb: string | null },
      exceptId?: number,
    ): Promise<number | undefined> {
      const [row] = await db
        .select({ id: recipients.id })
        .from(recipients)
        .where(
          and(
            mine(merchantId),
            live,
            eq(recipients.currencyId, same.currencyId),
            exceptId ? ne(recipients.id, exceptId) : undefined,
            same.userId !== null
              ? eq(recipients.userId, same.userId)
              : and(
                  eq(recipients.accountNumber, same.accountNumber ?? ''),
                  or(eq(recipients.bsb, same.bsb ?? ''), same.bsb === null ? isNull(recipients.bsb) : undefined),
                ),
          ),
        )
        .limit(1);
      return row?.id;
    },

    async insert(values: NewRecipient): Promise<RecipientRow> {
      const [row] = await db.insert(recipients).values(values).returning();
      return row!;
    },

    async update(merchantId: number, id: number, change: RecipientChange): Promise<RecipientRow | undefined> {
      const [row] = await db
        .update(recipients)
        .set({ ...change, updatedAt: new Date() })
        .where(and(mine(merchantId), eq(recipients.id, id), live))
        .returning();
      return row;
    },

    /** Marks it deleted; false when there was no live recipient of the merchant with that id. */
    async softDelete(merchantId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(recipients)
        .set({ deletedAt: new Date() })
        .where(and(mine(merchantId), eq(recipients.id, id), live))
        .returning({ id: recipients.id });
      return rows.length === 1;
    },
  };
}
export type RecipientsRepository = ReturnType<typeof createRecipientsRepository>;
