import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
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

/** What the columns are made of: the merchant's own application, or the reseller's form (which composes it). */
type ApplicationColumns = Pick<
  Application,
  'country_id' | 'au_company_abn' | 'business_license_number' | 'merchant_name'
>;

/** Who an application is by besides its owner: the reseller's form (class 002) names the reseller it joins and adds. */
export interface ApplicationOrigin {
  classNumber: string;
  resellerId: number;
  addedByResellerId: number;
}

/**
 * Whose application a resubmit may change: the merchant's own (its owner, never one a reseller's member added), or
 * one a reseller added (any member of the adding reseller).
 */
export type ResubmitScope = { ownerUserId: number } | { addedByResellerId: number };

/** The merchant's own applications: those a reseller's member added are the reseller's, not the member's own. */
const notByReseller = isNull(merchantApplications.addedByResellerId);

/** The ABN or licence number of an application (the column the uniqueness holds on). */
export const businessNumberOf = (application: ApplicationColumns): string =>
  application.country_id === 1 ? application.au_company_abn : application.business_license_number;

const inUse = (application: ApplicationColumns) =>
  conflict(application.country_id === 1 ? 'kyb.abn_in_use' : 'kyb.uscc_in_use');

function columnsOf(application: ApplicationColumns) {
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
     * Inserts the application and clears its class's draft in one transaction; the database refuses a held number.
     * It joins the portfolio of the reseller whose sign-up link brought the user, if any; `origin` is the reseller's
     * form's (class 002, whose portfolio, which reseller added it) and overrides that.
     */
    async insert(userId: number, application: ApplicationColumns, origin?: ApplicationOrigin): Promise<number> {
      const classNumber = origin?.classNumber ?? '001';
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(merchantApplications)
            .values({
              ownerUserId: userId,
              ...columnsOf(application),
              // A user who signed up through a reseller's link brings the merchant to that reseller's portfolio.
              resellerId: sql`(select ${users.referredResellerId} from ${users} where ${users.id} = ${userId})`,
              ...origin,
            })
            .returning({ id: merchantApplications.id });
          await tx
            .delete(applicationDrafts)
            .where(and(eq(applicationDrafts.userId, userId), eq(applicationDrafts.classNumber, classNumber)));
          return row!.id;
        });
      } catch (error) {
        if (isNumberTaken(error)) throw inUse(application);
        throw error;
      }
    },

    /**
     * Resubmits a rejected application within `scope`; answers null when it is not in scope or not rejected.
     * `resellerId` moves a reseller's application to the reseller its new form names.
     */
    async resubmit(
      scope: ResubmitScope,
      id: number,
      application: ApplicationColumns,
      resellerId?: number,
    ): Promise<number | null> {
      const inScope =
        'ownerUserId' in scope
          ? and(eq(merchantApplications.ownerUserId, scope.ownerUserId), notByReseller)
          : eq(merchantApplications.addedByResellerId, scope.addedByResellerId);
      try {
        const rows = await db
          .update(merchantApplications)
          .set({
            ...columnsOf(application),
            ...(resellerId === undefined ? {} : { resellerId }),
            isCheckReject: false,
            isChecked: false,
            objection: null,
            enObjection: null,
            submittedAt: sql`now()`,
            reviewedAt: null,
            reviewedBy: null,
          })
          .where(and(eq(merchantApplications.id, id), inScope, eq(merchantApplications.isCheckReject, true)))
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

    /** The user's own application (not one they added as a reseller's member). */
    ownedBy: async (userId: number, id: number): Promise<ApplicationRow | undefined> =>
      (
        await db
          .select()
          .from(merchantApplications)
          .where(and(eq(merchantApplications.id, id), eq(merchantApplications.ownerUserId, userId), notByReseller))
      )[0],

    async pageOf(userId: number, page: { index: number; size: number }) {
      const mine = and(eq(merchantApplications.ownerUserId, userId), notByReseller);
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
