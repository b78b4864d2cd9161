/**
 * Global-account top-ups as a review queue of the provider's console (issue 14 §1): receipts waiting for a decision.
 * Approving credits the top-up (ticking "cash deposit" applies the 002 §9 rule); rejecting records the reason. Both
 * change the row only from "under review" (a conditional UPDATE), so two reviewers, or one clicking twice, credit once.
 */
import { TOP_UP_CASH_FLAG } from '@mbo/contracts/calls/global-account';
import { currencyById } from '@mbo/contracts/lookups/currencies';
import { collectionAccountFor } from '@mbo/contracts/lookups/collection-accounts';
import { formatMinor } from '@mbo/contracts/money';
import { TOP_UP_STATUS } from '@mbo/contracts/statuses';
import { sql } from 'drizzle-orm';
import { formatWireTime } from '../../lib/time.ts';
import type { Ledger } from '../../money/money.public.ts';
import {
  itemNotFound,
  itemNotWaiting,
  type QueueItemDetail,
  type ReviewQueue,
  type Tx,
} from '../console/console.public.ts';
import { merchantTimeZone } from '../merchants/merchants.public.ts';
import type { UploadLinks } from '../uploads/uploads.public.ts';
import { creditTopUp, rejectTopUp, type TopUpRow } from './top-up.ts';

const STATUS_OF: Record<number, QueueItemDetail['status']> = {
  [TOP_UP_STATUS.awaitingReceipt]: 'waiting',
  [TOP_UP_STATUS.underReview]: 'waiting',
  [TOP_UP_STATUS.credited]: 'approved',
  [TOP_UP_STATUS.rejected]: 'rejected',
};

const code = (currencyId: number) => currencyById(currencyId)?.code ?? String(currencyId);
const amountText = (row: Pick<TopUpRow, 'amount_minor' | 'currency_id'>) =>
  `${formatMinor(Number(row.amount_minor), row.currency_id)} ${code(row.currency_id)}`;

interface QueueRow extends TopUpRow {
  merchant_name: string;
  merchant_number: string;
  receipt_at: Date | string;
  content_type: string | null;
}

/** Why an item cannot be decided: unknown, or no longer under review. */
async function refusal(tx: Tx, id: number): Promise<never> {
  const { rows } = await tx.execute(sql`select 1 from global_account_top_ups where id = ${id}`);
  throw rows[0] ? itemNotWaiting() : itemNotFound();
}

export function topUpQueue(ledger: Ledger, links: UploadLinks): ReviewQueue {
  const select = sql`select t.*, m.name as merchant_name, m.number as merchant_number, f.content_type
    from global_account_top_ups t join merchants m on m.id = t.merchant_id
    left join uploaded_files f on f.token = t.receipt_token`;
  return {
    key: 'global_account_top_up',
    titleKey: 'global_account.queue_title',
    approveFlags: [{ key: TOP_UP_CASH_FLAG, labelKey: 'global_account.flag.is_cash' }],

    async list(db, page) {
      const { rows: counted } = await db.execute<{ total: number }>(
        sql`select count(*)::int as total from global_account_top_ups where status = ${TOP_UP_STATUS.underReview}`,
      );
      const { rows } = await db.execute<QueueRow>(sql`${select}
        where t.status = ${TOP_UP_STATUS.underReview}
        order by t.receipt_at, t.id limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`);
      return {
        total: counted[0]?.total ?? 0,
        items: rows.map((row) => ({
          id: Number(row.id),
          applicant: `${row.merchant_name} (${row.merchant_number})`,
          summary: `${row.reference} · ${amountText(row)}`,
          submittedAt: new Date(row.receipt_at),
        })),
      };
    },

    async detail(db, id) {
      const { rows } = await db.execute<QueueRow>(sql`${select} where t.id = ${id}`);
      const row = rows[0];
      if (!row) return undefined;
      const collection = collectionAccountFor(row.currency_id);
      return {
        id: Number(row.id),
        applicant: `${row.merchant_name} (${row.merchant_number})`,
        summary: `${row.reference} · ${amountText(row)}`,
        submittedAt: new Date(row.receipt_at ?? row.created_at),
        status: STATUS_OF[row.status] ?? 'waiting',
        fields: [
          { labelKey: 'global_account.field.merchant', value: `${row.merchant_name} (${row.merchant_number})` },
          { labelKey: 'global_account.field.reference', value: row.reference },
          { labelKey: 'global_account.field.amount', value: amountText(row) },
          {
            labelKey: 'global_account.field.collection_account',
            value: `${collection.bankName} ${collection.bsb ?? collection.swiftCode} ${collection.accountNumber}`,
          },
        ],
        files: row.receipt_token
          ? [
              {
                labelKey: 'global_account.field.receipt',
                url: links.forReview(row.receipt_token),
                kind: row.content_type === 'application/pdf' ? 'document' : 'image',
              },
            ]
          : [],
      };
    },

    async approve(tx, id, reviewer, flags) {
      const isCash = flags.includes(TOP_UP_CASH_FLAG);
      const row = await creditTopUp(tx, ledger, id, { isCash, reviewerUserId: reviewer.userId });
      if (!row) return refusal(tx, id);
      const timeZone = await merchantTimeZone(tx, row.merchant_id);
      const fee = Number(row.fee_minor);
      return {
        applicantUserId: row.created_by_user_id!,
        messageKey: isCash ? 'global_account.notice_credited_cash' : 'global_account.notice_credited',
        params: {
          reference: row.reference,
          amount: formatMinor(Number(row.amount_minor), row.currency_id),
          currency: code(row.currency_id),
          fee: formatMinor(fee, row.currency_id),
          until: row.frozen_until ? formatWireTime(new Date(row.frozen_until), timeZone).slice(0, 10) : '',
        },
        before: { status: TOP_UP_STATUS.underReview },
        after: { status: TOP_UP_STATUS.credited, is_cash: isCash, fee_minor: fee, amount_minor: row.amount_minor },
      };
    },

    async reject(tx, id, reviewer, reason) {
      const row = await rejectTopUp(tx, id, { reviewerUserId: reviewer.userId, reason });
      if (!row) return refusal(tx, id);
      return {
        applicantUserId: row.created_by_user_id!,
        messageKey: 'global_account.notice_rejected',
        params: {
          reference: row.reference,
          amount: formatMinor(Number(row.amount_minor), row.currency_id),
          currency: code(row.currency_id),
        },
        before: { status: TOP_UP_STATUS.underReview },
        after: { status: TOP_UP_STATUS.rejected },
      };
    },
  };
}
