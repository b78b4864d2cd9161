/**
 * The review of personal verifications: list, detail, approve and reject over the persons table. kyc-queue.ts puts
 * them in the console's `ReviewQueue` shapes. The detail needs the server secret to sign image links, so it is made
 * from the upload links once.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { VERIFY_STATUS } from '@mbo/contracts/constants';
import type { PersonDetail } from '@mbo/contracts/calls/kyc';
import type { Database } from '@mbo/db/client';
import { persons, users } from '@mbo/db/schema';
import { conflict } from '../../lib/app-error.ts';
import type { UploadLinks } from '../uploads/uploads.public.ts';
import { isSubmitted, toPersonDetail } from './person-detail.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Queryable = Database | Tx;

export const key = 'person_verification';
export const titleKey = 'kyc.queue_title';

export interface QueueItemSummary {
  id: number;
  applicantUserId: number;
  applicantName: string;
  title: string;
  submittedAt: string;
}
export interface QueueItemDetail extends QueueItemSummary {
  /** Every field of the submission, the images as links signed for 15 minutes. */
  data: PersonDetail;
}
export interface ReviewOutcome {
  applicantUserId: number;
  messageKey: string;
  params?: Record<string, string>;
  before: unknown;
  after: unknown;
}

const underReview = eq(persons.verifyStatus, VERIFY_STATUS.underReview);
const summaryColumns = {
  id: persons.id,
  applicantUserId: persons.userId,
  applicantName: users.name,
  title: persons.legalName,
  submittedAt: persons.submittedAt,
};

/** Verifications waiting for review, the oldest submission first. */
export async function list(
  db: Queryable,
  page: { page: number; pageSize: number },
): Promise<{ total: number; items: QueueItemSummary[] }> {
  const [totalRow] = await db.select({ total: count() }).from(persons).where(underReview);
  const rows = await db
    .select(summaryColumns)
    .from(persons)
    .innerJoin(users, eq(users.id, persons.userId))
    .where(underReview)
    .orderBy(asc(persons.submittedAt), asc(persons.id))
    .limit(page.pageSize)
    .offset(Math.max(0, page.page - 1) * page.pageSize);
  return {
    total: totalRow?.total ?? 0,
    items: rows.map((row) => ({ ...row, submittedAt: (row.submittedAt ?? new Date(0)).toISOString() })),
  };
}

/** `detail` of the queue: one verification (any status, so a decided one can be looked at) with signed image links. */
export const personVerificationDetail =
  (links: UploadLinks) =>
  async (db: Queryable, id: number): Promise<QueueItemDetail | undefined> => {
    const [found] = await db
      .select({ person: persons, applicantName: users.name })
      .from(persons)
      .innerJoin(users, eq(users.id, persons.userId))
      .where(eq(persons.id, id));
    if (!found || !isSubmitted(found.person)) return undefined;
    const { person } = found;
    return {
      id: person.id,
      applicantUserId: person.userId,
      applicantName: found.applicantName,
      title: person.legalName,
      submittedAt: person.submittedAt.toISOString(),
      data: toPersonDetail(person, (token) => links.forReview(token)),
    };
  };

const decisionView = (row: typeof persons.$inferSelect) => ({
  verify_status: row.verifyStatus,
  objection: row.objection,
  en_objection: row.enObjection,
});

/** Locks the verification and checks it waits for review; answers its state before the decision. */
async function lockUnderReview(tx: Tx, id: number) {
  const [row] = await tx.select().from(persons).where(eq(persons.id, id)).for('update');
  if (row?.verifyStatus !== VERIFY_STATUS.underReview) throw conflict('kyc.not_under_review');
  return row;
}

async function decide(
  tx: Tx,
  id: number,
  reviewer: { userId: number },
  decision: { verifyStatus: number; objection: string | null; enObjection: string | null },
) {
  const before = await lockUnderReview(tx, id);
  const [after] = await tx
    .update(persons)
    .set({ ...decision, reviewedAt: sql`now()`, reviewedBy: reviewer.userId })
    .where(and(eq(persons.id, id), underReview))
    .returning();
  return { before, after: after! };
}

export async function approve(tx: Tx, id: number, reviewer: { userId: number }): Promise<ReviewOutcome> {
  const { before, after } = await decide(tx, id, reviewer, {
    verifyStatus: VERIFY_STATUS.passed,
    objection: null,
    enObjection: null,
  });
  return {
    applicantUserId: after.userId,
    messageKey: 'kyc.review_passed',
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
  const { before, after } = await decide(tx, id, reviewer, {
    verifyStatus: VERIFY_STATUS.rejected,
    objection: zh,
    enObjection: en,
  });
  return {
    applicantUserId: after.userId,
    messageKey: 'kyc.review_rejected',
    params: { reason_en: en, reason_zh: zh },
    before: decisionView(before),
    after: decisionView(after),
  };
}
