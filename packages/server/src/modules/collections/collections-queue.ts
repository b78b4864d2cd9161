/**
 * Collection orders as a review queue of the provider's console, "Collections awaiting funds" (issue 14 §5): with no
 * bank feed in this deployment, staff match the funds that arrived in the collection account (reference: the order
 * number) and confirm them — the order completes and the global account is credited — or record that none came, which
 * closes the order with their reason. Both change the order only while it awaits funds (a conditional UPDATE), so two
 * reviewers, a merchant's close and the expiry job cannot both win.
 */
import { sql } from 'drizzle-orm';
import { COLLECTION_CLOSED_REASON } from '@mbo/contracts/calls/collections';
import { collectionAccountFor } from '@mbo/contracts/lookups/collection-accounts';
import { currencyById } from '@mbo/contracts/lookups/currencies';
import { formatMinor } from '@mbo/contracts/money';
import { AWAITING_FUNDS } from '@mbo/contracts/remittance/collection-flow';
import { COLLECTION_STATUS } from '@mbo/contracts/remittance/order-flow';
import type { Ledger } from '../../money/money.public.ts';
import {
  itemNotFound,
  itemNotWaiting,
  type QueueItemDetail,
  type ReviewQueue,
  type Tx,
} from '../console/console.public.ts';
import { completeCollection, noticeParams } from './collection-money.ts';
import type { CollectionRow } from './collections.repository.ts';

const awaiting = sql.raw(AWAITING_FUNDS.join(', '));
const code = (currencyId: number) => currencyById(currencyId)?.code ?? String(currencyId);
const money = (minor: number, currencyId: number) => `${formatMinor(minor, currencyId)} ${code(currencyId)}`;

interface QueueRow extends CollectionRow {
  merchant_name: string;
  merchant_number: string;
}

const statusOf = (status: number): QueueItemDetail['status'] =>
  status === COLLECTION_STATUS.completed ? 'approved' : status === COLLECTION_STATUS.closed ? 'rejected' : 'waiting';

async function refusal(tx: Tx, id: number): Promise<never> {
  const { rows } = await tx.execute(sql`select 1 from collection_orders where id = ${id}`);
  throw rows[0] ? itemNotWaiting() : itemNotFound();
}

export function collectionQueue(ledger: Ledger): ReviewQueue {
  const select = sql`select c.*, m.name as merchant_name, m.number as merchant_number
    from collection_orders c join merchants m on m.id = c.merchant_id`;
  const summary = (row: QueueRow) => `${row.number} · ${money(Number(row.amount_minor), row.currency_id)}`;
  return {
    key: 'collection_order',
    titleKey: 'collections.queue_title',

    async list(db, page) {
      const { rows: counted } = await db.execute<{ total: number }>(
        sql`select count(*)::int as total from collection_orders where status in (${awaiting}) and expires_at > now()`,
      );
      // Orders whose payer reported the transfer first, then the oldest.
      const { rows } = await db.execute<QueueRow>(sql`${select}
        where c.status in (${awaiting}) and c.expires_at > now()
        order by (c.status = ${COLLECTION_STATUS.unpaid}), coalesce(c.paid_at, c.created_at), c.id
        limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`);
      return {
        total: counted[0]?.total ?? 0,
        items: rows.map((row) => ({
          id: Number(row.id),
          applicant: `${row.merchant_name} (${row.merchant_number})`,
          summary: summary(row),
          submittedAt: new Date(row.paid_at ?? row.created_at),
        })),
      };
    },

    async detail(db, id) {
      const { rows } = await db.execute<QueueRow>(sql`${select} where c.id = ${id}`);
      const row = rows[0];
      if (!row) return undefined;
      const bank = collectionAccountFor(row.currency_id);
      const amount = Number(row.amount_minor);
      const fee = Number(row.fee_minor);
      return {
        id: Number(row.id),
        applicant: `${row.merchant_name} (${row.merchant_number})`,
        summary: summary(row),
        submittedAt: new Date(row.paid_at ?? row.created_at),
        status: statusOf(row.status),
        fields: [
          { labelKey: 'collections.field.merchant', value: `${row.merchant_name} (${row.merchant_number})` },
          { labelKey: 'collections.field.number', value: row.number },
          { labelKey: 'collections.field.amount', value: money(amount, row.currency_id) },
          { labelKey: 'collections.field.fee', value: money(fee, row.currency_id) },
          { labelKey: 'collections.field.net', value: money(amount - fee, row.currency_id) },
          { labelKey: 'collections.field.description', value: row.description },
          {
            labelKey: 'collections.field.payer',
            value: [row.payer_name, row.payer_email].filter(Boolean).join(' · ') || '—',
          },
          { labelKey: 'collections.field.status', valueKey: `collections.status.${row.status}` },
          {
            labelKey: 'collections.field.collection_account',
            value: `${bank.bankName} ${bank.bsb ?? bank.swiftCode} ${bank.accountNumber}`,
          },
        ],
        files: [],
      };
    },

    async approve(tx, id, reviewer) {
      const row = await completeCollection(tx, ledger, id, reviewer.userId);
      if (!row) return refusal(tx, id);
      return {
        applicantUserId: row.created_by_user_id,
        messageKey: 'collections.notice_completed',
        params: noticeParams(row),
        before: { status: 'awaiting_funds' },
        after: { status: row.status, amount_minor: row.amount_minor, fee_minor: row.fee_minor },
      };
    },

    async reject(tx, id, reviewer, reason) {
      const { rows } = await tx.execute<CollectionRow>(sql`
        update collection_orders set status = ${COLLECTION_STATUS.closed}, closed_at = now(),
          closed_reason = ${COLLECTION_CLOSED_REASON.notReceived}, close_note_en = ${reason.en},
          close_note_zh = ${reason.zh_CN}, confirmed_by_user_id = ${reviewer.userId}
        where id = ${id} and status in (${awaiting})
        returning *`);
      const row = rows[0];
      if (!row) return refusal(tx, id);
      return {
        applicantUserId: row.created_by_user_id,
        messageKey: 'collections.notice_not_received',
        params: noticeParams(row),
        before: { status: 'awaiting_funds' },
        after: { status: row.status, closed_reason: row.closed_reason },
      };
    },
  };
}
