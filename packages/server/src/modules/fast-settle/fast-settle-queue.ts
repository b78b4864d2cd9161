/**
 * T+0 change requests as a review queue of the provider's console (key `fast_settle_request`). Approving sets the
 * request completed with its effective time by the 04:00 rule, and opens the merchant's T+0 page (merchants.
 * is_fast_settle) when the request turns T+0 on; rejecting keeps the reason in both languages. The console's generic
 * flow writes the audit entry and tells the requester (in-product message in their language, and e-mail/SMS).
 */
import { and, eq } from 'drizzle-orm';
import { FAST_SETTLE, FAST_SETTLE_REQUEST_STATUS } from '@mbo/contracts/calls/fast-settle';
import type { Database } from '@mbo/db/client';
import { merchants } from '@mbo/db/schema';
import { fastSettleRequests } from '@mbo/db/schema-settlement';
import { conflict, notFound } from '../../lib/app-error.ts';
import { formatWireTime } from '../../lib/time.ts';
import type { QueueItemDetail, ReviewOutcome, ReviewQueue, Tx } from '../console/console.public.ts';
import { fastSettleConfigInForce } from '../settlement/settlement.public.ts';
import { fastSettleEffectiveAt } from './effective-time.ts';
import { fractionOf, rangeOf } from './fast-settle-view.ts';
import { createFastSettleRepository, merchantOf, type FastSettleRow } from './fast-settle.repository.ts';

const STATUS_OF: Record<number, QueueItemDetail['status']> = {
  [FAST_SETTLE_REQUEST_STATUS.completed]: 'approved',
  [FAST_SETTLE_REQUEST_STATUS.rejected]: 'rejected',
  [FAST_SETTLE_REQUEST_STATUS.underReview]: 'waiting',
};
const percent = (ppm: number) => `${(fractionOf(ppm) * 100).toFixed(2)}%`;

function changeFields(row: Pick<FastSettleRow, 'isFastSettle' | 'rangeWorkday' | 'rangeHoliday'>) {
  const isOn = row.isFastSettle === FAST_SETTLE.yes;
  const range = rangeOf(row);
  return {
    onOff: isOn ? 'fast_settle.value.on' : 'fast_settle.value.off',
    range: range.length === 0 ? ['fast_settle.value.none'] : range.map((item) => `fast_settle.value.range_${item}`),
  };
}

const decisionView = (row: FastSettleRow) => ({
  status: row.status,
  is_fast_settle: row.isFastSettle,
  range: rangeOf(row),
  effective_at: row.effectiveAt?.toISOString() ?? null,
  reason_en: row.reasonEn,
  reason_zh: row.reasonZh,
});

async function lockUnderReview(tx: Tx, id: number): Promise<FastSettleRow> {
  const [row] = await tx.select().from(fastSettleRequests).where(eq(fastSettleRequests.id, id)).for('update');
  if (!row) throw notFound('fast_settle.not_found');
  if (row.status !== FAST_SETTLE_REQUEST_STATUS.underReview) throw conflict('fast_settle.not_under_review');
  return row;
}

async function decide(tx: Tx, id: number, changes: Partial<typeof fastSettleRequests.$inferInsert>) {
  const [after] = await tx
    .update(fastSettleRequests)
    .set(changes)
    .where(and(eq(fastSettleRequests.id, id), eq(fastSettleRequests.status, FAST_SETTLE_REQUEST_STATUS.underReview)))
    .returning();
  if (!after) throw conflict('fast_settle.not_under_review');
  return after;
}

/** The requester is told; a request without one (the provider's own) tells nobody but is never under review. */
function requesterOf(row: FastSettleRow): number {
  if (row.sourceUserId === null) throw new Error(`T+0 request ${row.id} under review has no requester`);
  return row.sourceUserId;
}

export function fastSettleRequestQueue(): ReviewQueue {
  return {
    key: 'fast_settle_request',
    titleKey: 'fast_settle.queue_title',

    async list(db: Database, page) {
      const { rows, total } = await createFastSettleRepository(db).underReview(page);
      return {
        total,
        items: rows.map(({ row, merchantName, merchantNumber }) => ({
          id: row.id,
          applicant: row.sourceUserName,
          summary: `${merchantName} (${merchantNumber}) ${row.billNo}`,
          submittedAt: row.createdAt,
        })),
      };
    },

    async detail(db: Database, id) {
      const found = await createFastSettleRepository(db).withMerchant(id);
      if (!found) return undefined;
      const { row, merchantName, merchantNumber } = found;
      const asked = changeFields(row);
      const inForce = await fastSettleConfigInForce(db, row.merchantId, new Date());
      const now = inForce
        ? changeFields({
            isFastSettle: inForce.on ? FAST_SETTLE.yes : FAST_SETTLE.no,
            rangeWorkday: inForce.workday,
            rangeHoliday: inForce.holiday,
          })
        : null;
      return {
        id: row.id,
        applicant: row.sourceUserName,
        summary: `${merchantName} (${merchantNumber}) ${row.billNo}`,
        submittedAt: row.createdAt,
        status: STATUS_OF[row.status] ?? 'waiting',
        fields: [
          { labelKey: 'fast_settle.field.merchant', value: `${merchantName} (${merchantNumber})` },
          { labelKey: 'fast_settle.field.bill_no', value: row.billNo },
          { labelKey: 'fast_settle.field.on_off', valueKey: asked.onOff },
          ...asked.range.map((valueKey) => ({ labelKey: 'fast_settle.field.range', valueKey })),
          {
            labelKey: 'fast_settle.field.rates',
            value: `${percent(row.workFeeRatePpm)} / ${percent(row.everyFeeRatePpm)}`,
          },
          { labelKey: 'fast_settle.field.requested_by', value: row.sourceUserName },
          now
            ? { labelKey: 'fast_settle.field.in_force', valueKey: now.onOff }
            : { labelKey: 'fast_settle.field.in_force', valueKey: 'fast_settle.value.none' },
        ],
        files: [],
      };
    },

    async approve(tx, id, reviewer): Promise<ReviewOutcome> {
      const before = await lockUnderReview(tx, id);
      const merchant = await merchantOf(tx, before.merchantId);
      if (!merchant) throw notFound('fast_settle.not_found');
      const reviewedAt = new Date();
      const effectiveAt = fastSettleEffectiveAt(reviewedAt, merchant.timeZone);
      const after = await decide(tx, id, {
        status: FAST_SETTLE_REQUEST_STATUS.completed,
        reviewedByStaffId: reviewer.userId,
        reviewedAt,
        effectiveAt,
      });
      // The first request turning T+0 on opens the page's "enabled" state; turning it off later keeps the page open.
      if (after.isFastSettle === FAST_SETTLE.yes && !merchant.isFastSettle)
        await tx.update(merchants).set({ isFastSettle: true }).where(eq(merchants.id, merchant.id));
      return {
        applicantUserId: requesterOf(after),
        messageKey: 'fast_settle.review_approved',
        params: {
          bill_no: after.billNo,
          effective_at: `${formatWireTime(effectiveAt, merchant.timeZone).slice(0, 16)} (${merchant.timeZone})`,
        },
        before: decisionView(before),
        after: decisionView(after),
      };
    },

    async reject(tx, id, reviewer, reason): Promise<ReviewOutcome> {
      const before = await lockUnderReview(tx, id);
      const after = await decide(tx, id, {
        status: FAST_SETTLE_REQUEST_STATUS.rejected,
        reasonEn: reason.en,
        reasonZh: reason.zh_CN,
        reviewedByStaffId: reviewer.userId,
        reviewedAt: new Date(),
      });
      return {
        applicantUserId: requesterOf(after),
        messageKey: 'fast_settle.review_rejected',
        params: { bill_no: after.billNo },
        before: decisionView(before),
        after: decisionView(after),
      };
    },
  };
}
