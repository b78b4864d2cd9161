import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Application } from '@mbo/contracts/kyb/application-schema';
import type { Database } from '@mbo/db/client';
import { industries, merchants, persons, regions, users } from '@mbo/db/schema';
import { applicationDrafts, merchantApplications } from '@mbo/db/schema-kyb';
import { conflict } from '../../lib/app-error.ts';

export type ApplicationRow = typeof merchantApplications.$inferSelect;
export type Queryable = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

const LIVE_NUMBER_INDEX = 'merchant_applications_live_number_uq';

/** A unique violation of the live business-number index, however the driver wraps it. */
function isNumberTaken(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const pgError = cause as { code?: string; constraint?: string };
    if (pgError.code === '23505' && pgError.constraint === LIVE_NUMBER_INDEX) return true;
  }
  return false;
}

/** The ABN or licence number of an application (the column the uniqueness holds on). */
export const businessNumberOf = (application: Application): string =>
  application.country_id === 1 ? application.au_company_abn : application.business_license_number;

const inUse = (application: Application) =>
  conflict(application.country_id === 1 ? 'kyb.abn_in_use' : 'kyb.uscc_in_use');

function columnsOf(application: Application) {
  return {
    countryId: application.country_id,
    businessNumber: businessNumberOf(application),
    merchantName: application.merchant_name,
    form: application,
  };
}

/** Merchant applications and drafts, each query scoped by its owner. */
export function createKybRepository(db: Database) {
  return {
    async personStatus(userId: number): Promise<number | undefined> {
      const [row] = await db.select({ status: persons.verifyStatus }).from(persons).where(eq(persons.userId, userId));
      return row?.status;
    },

    /** Whether a merchant or a live application holds the number (except the application `exceptId`). */
    async isNumberHeld(number: string, exceptId = 0): Promise<boolean> {
      const [held] = await db
        .execute<{ held: boolean }>(
          sql`select
        exists (select 1 from ${merchants} where not ${merchants.isDelete}
          and upper(replace(${merchants.abn}, ' ', '')) = ${number}
          and not exists (select 1 from ${merchantApplications} a where a.merchant_id = ${merchants.id} and a.id = ${exceptId}))
        or exists (select 1 from ${merchantApplications} where ${merchantApplications.businessNumber} = ${number}
          and not ${merchantApplications.isCheckReject} and ${merchantApplications.id} <> ${exceptId}) as held`,
        )
        .then((result) => result.rows);
      return held?.held ?? false;
    },

    regions: (ids: number[]) =>
      db
        .select({
          id: regions.id,
          parentId: regions.parentId,
          level: regions.level,
          name: regions.name,
          enName: regions.enName,
        })
        .from(regions)
        .where(sql`${regions.id} in ${ids}`),

    industry: async (id: number) => (await db.select().from(industries).where(eq(industries.id, id)))[0],

    /**
     * Inserts the application (in the portfolio of the reseller whose sign-up link brought the user, if any) and
     * clears the draft in one transaction; the database refuses a held number.
     */
    async insert(userId: number, application: Application): Promise<number> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(merchantApplications)
            // A user who signed up through a reseller's link brings the merchant to that reseller's portfolio.
            .values({
              ownerUserId: userId,
              ...columnsOf(application),
              resellerId: sql`(select ${users.referredResellerId} from ${users} where ${users.id} = ${userId})`,
            })
            .returning({ id: merchantApplications.id });
          await tx.delete(applicationDrafts).where(eq(applicationDrafts.userId, userId));
          return row!.id;
        });
      } catch (error) {
        if (isNumberTaken(error)) throw inUse(application);
        throw error;
      }
    },

    /** Resubmits the owner's rejected application; answers null when it is not theirs or not rejected. */
    async resubmit(userId: number, id: number, application: Application): Promise<number | null> {
      try {
        const rows = await db
          .update(merchantApplications)
          .set({
            ...columnsOf(application),
            isCheckReject: false,
            isChecked: false,
            objection: null,
            enObjection: null,
            submittedAt: sql`now()`,
            reviewedAt: null,
            reviewedBy: null,
          })
          .where(
            and(
              eq(merchantApplications.id, id),
              eq(merchantApplications.ownerUserId, userId),
              eq(merchantApplications.isCheckReject, true),
            ),
          )
          .returning({ id: merchantApplications.id, merchantId: merchantApplications.merchantId });
        const row = rows[0];
        // An application that came with an unverified merchant (the demo's) puts it back under review too.
        if (row?.merchantId)
          await db.update(merchants).set({ applicationStatus: 'under_review' }).where(eq(merchants.id, row.merchantId));
        return row?.id ?? null;
      } catch (error) {
        if (isNumberTaken(error)) throw inUse(application);
        throw error;
      }
    },

    ownedBy: async (userId: number, id: number): Promise<ApplicationRow | undefined> =>
      (
        await db
          .select()
          .from(merchantApplications)
          .where(and(eq(merchantApplications.id, id), eq(merchantApplications.ownerUserId, userId)))
      )[0],

    async pageOf(userId: number, page: { index: number; size: number }) {
      const mine = eq(merchantApplications.ownerUserId, userId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(merchantApplications)
          .where(mine)
          .orderBy(desc(merchantApplications.id))
          .limit(page.size)
          .offset((page.index - 1) * page.size),
        db.select({ total: count() }).from(merchantApplications).where(mine),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    draft: async (userId: number, classNumber: string) =>
      (
        await db
          .select()
          .from(applicationDrafts)
          .where(and(eq(applicationDrafts.userId, userId), eq(applicationDrafts.classNumber, classNumber)))
          .orderBy(asc(applicationDrafts.savedAt))
      )[0],

    async saveDraft(userId: number, classNumber: string, data: Record<string, unknown>): Promise<void> {
      await db
        .insert(applicationDrafts)
        .values({ userId, classNumber, data })
        .onConflictDoUpdate({
          target: [applicationDrafts.userId, applicationDrafts.classNumber],
          set: { data, savedAt: sql`now()` },
        });
    },

    async clearDraft(userId: number, classNumber: string): Promise<void> {
      await db
        .delete(applicationDrafts)
        .where(and(eq(applicationDrafts.userId, userId), eq(applicationDrafts.classNumber, classNumber)));
    },
  };
}
export type KybRepository = ReturnType<typeof createKybRepository>;
