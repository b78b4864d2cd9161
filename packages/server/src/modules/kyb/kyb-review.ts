/**
 * The review of merchant applications: the waiting list, and the decisions. Approving makes the live merchant
 * (live-merchant.ts) in the console's transaction. The row is locked (FOR UPDATE) and the flags changed only while
 * both are false, so two reviewers deciding at once cannot both succeed.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { merchants, users } from '@mbo/db/schema';
import { merchantApplications } from '@mbo/db/schema-kyb';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { QueueItemSummary, ReviewOutcome, Tx } from '../console/console.public.ts';
import { joinReseller, merchantRatesOf, type ResellerApprovalDeps } from '../resellers/resellers.public.ts';
import type { ApplicationRow } from './kyb.repository.ts';
import { makeLiveMerchant } from './live-merchant.ts';

const waiting = and(eq(merchantApplications.isChecked, false), eq(merchantApplications.isCheckReject, false));

export async function listWaiting(
  db: Database,
  page: { page: number; pageSize: number },
): Promise<{ total: number; items: QueueItemSummary[] }> {
  const [[totalRow], rows] = await Promise.all([
    db.select({ total: count() }).from(merchantApplications).where(waiting),
    db
      .select({
        id: merchantApplications.id,
        applicant: users.name,
        summary: merchantApplications.merchantName,
        number: merchantApplications.businessNumber,
        submittedAt: merchantApplications.submittedAt,
      })
      .from(merchantApplications)
      .innerJoin(users, eq(users.id, merchantApplications.ownerUserId))
      .where(waiting)
      .orderBy(asc(merchantApplications.submittedAt), asc(merchantApplications.id))
      .limit(page.pageSize)
      .offset(Math.max(0, page.page - 1) * page.pageSize),
  ]);
  return {
    total: totalRow?.total ?? 0,
    items: rows.map((row) => ({ ...row, summary: `${row.summary} (${row.number})` })),
  };
}

export async function applicationWithApplicant(db: Database, id: number) {
  const [found] = await db
    .select({ row: merchantApplications, applicant: users.name })
    .from(merchantApplications)
    .innerJoin(users, eq(users.id, merchantApplications.ownerUserId))
    .where(eq(merchantApplications.id, id));
  return found;
}

const decisionView = (row: ApplicationRow) => ({
  is_checked: row.isChecked,
  is_check_reject: row.isCheckReject,
  merchant_id: row.merchantId,
  objection: row.objection,
  en_objection: row.enObjection,
});

async function lockWaiting(tx: Tx, id: number): Promise<ApplicationRow> {
  const [row] = await tx.select().from(merchantApplications).where(eq(merchantApplications.id, id)).for('update');
  if (!row) throw notFound('kyb.not_found');
  if (row.isChecked || row.isCheckReject) throw conflict('kyb.not_under_review');
  return row;
}

async function decide(tx: Tx, id: number, changes: Partial<typeof merchantApplications.$inferInsert>) {
  const [after] = await tx
    .update(merchantApplications)
    .set({ ...changes, reviewedAt: sql`now()` })
    .where(and(eq(merchantApplications.id, id), waiting))
    .returning();
  if (!after) throw conflict('kyb.not_under_review');
  return after;
}

/**
 * Approves: the live merchant, and for a reseller's application its portfolio, rates and merchant admin (the
 * resellers area), all in the console's transaction; the admin's invitation leaves after the commit.
 */
export async function approve(
  tx: Tx,
  id: number,
  reviewer: { userId: number },
  deps: ResellerApprovalDeps,
): Promise<ReviewOutcome> {
  const before = await lockWaiting(tx, id);
  const isAddedByReseller = before.addedByResellerId !== null;
  const merchantId = await makeLiveMerchant(tx, before, {
    rates: isAddedByReseller ? merchantRatesOf(before.form) : [],
    isOwnerAdmin: !isAddedByReseller,
  });
  const notices = await joinReseller(tx, before, merchantId, deps);
  const after = await decide(tx, id, { isChecked: true, merchantId, reviewedBy: reviewer.userId });
  return {
    notices,
    applicantUserId: after.ownerUserId,
    messageKey: 'kyb.review_approved',
    params: { name: after.merchantName },
    before: decisionView(before),
    after: decisionView(after),
  };
}

/** Rejects with the reason in both languages (`objection` holds the Chinese, `en_objection` the English). */
export async function reject(
  tx: Tx,
  id: number,
  reviewer: { userId: number },
  reason: { en: string; zh_CN: string },
): Promise<ReviewOutcome> {
  // The console's contract has trimmed both reasons and refused an empty or overlong one (review-queue.ts).
  const { en, zh_CN: zh } = reason;
  const before = await lockWaiting(tx, id);
  const after = await decide(tx, id, {
    isCheckReject: true,
    objection: zh,
    enObjection: en,
    reviewedBy: reviewer.userId,
  });
  // An application that came with an unverified merchant (the demo's) marks it rejected too.
  if (after.merchantId !== null)
    await tx.update(merchants).set({ applicationStatus: 'rejected' }).where(eq(merchants.id, after.merchantId));
  return {
    applicantUserId: after.ownerUserId,
    messageKey: 'kyb.review_rejected',
    params: { name: after.merchantName, reason_en: en, reason_zh: zh },
    before: decisionView(before),
    after: decisionView(after),
  };
}
