/**
 * Transfer orders paid by bank transfer as a review queue of the provider's console (issue 14 §4): "Transfer
 * payments to confirm" — orders paying by bank transfer whose receipt was uploaded, oldest receipt first. Confirming
 * applies the order flow's `payment_confirmed` (the money posted and the order processing); refusing, with a reason
 * in both languages, `payment_refused` (the order is unpaid again and may be paid another way). The console's
 * generic flow writes the audit entry and tells the merchant's user in their language. The order's core locks the
 * row, so two reviewers, or one clicking twice, decide once.
 */
import { currencyById } from '@mbo/contracts/lookups/currencies';
import { collectionAccountFor } from '@mbo/contracts/lookups/collection-accounts';
import { formatMinor } from '@mbo/contracts/money';
import { REMITTANCE_STATUS, SEND_PAYMENT_METHOD } from '@mbo/contracts/remittance/order-flow';
import { sql } from 'drizzle-orm';
import {
  itemNotFound,
  itemNotWaiting,
  type QueueItemDetail,
  type ReviewOutcome,
  type ReviewQueue,
  type Tx,
} from '../console/console.public.ts';
import type { UploadLinks } from '../uploads/uploads.public.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OrderPayments, PaymentDecision, PaymentOrderRow } from './remittance-payments.ts';

export const REMITTANCE_PAYMENT_QUEUE = 'remittance_payment';

interface QueueRow extends PaymentOrderRow {
  merchant_name: string;
  merchant_number: string;
  recipient_name: string;
  reference: string;
  receipt_at: Date | string | null;
  created_at: Date | string;
  content_type: string | null;
}

const code = (currencyId: number) => currencyById(currencyId)?.code ?? String(currencyId);
/** What the merchant owes for the order: the send amount and the fee, in the send currency. */
const totalText = (row: PaymentOrderRow) =>
  `${formatMinor(Number(row.send_minor) + Number(row.fee_minor), row.send_currency_id)} ${code(row.send_currency_id)}`;

const waiting = sql`o.status = ${REMITTANCE_STATUS.paying} and o.payment_method = ${SEND_PAYMENT_METHOD.bankTransfer}
  and o.receipt_token is not null`;

function statusOf(row: PaymentOrderRow): QueueItemDetail['status'] {
  if (row.status === REMITTANCE_STATUS.paying) return 'waiting';
  return row.status === REMITTANCE_STATUS.unpaid || row.status === REMITTANCE_STATUS.closed ? 'rejected' : 'approved';
}

export function remittancePaymentQueue(payments: OrderPayments, links: UploadLinks): ReviewQueue {
  const select = sql`select o.*, m.name as merchant_name, m.number as merchant_number, r.name as recipient_name,
      f.content_type
    from transfer_orders o join merchants m on m.id = o.merchant_id join recipients r on r.id = o.recipient_id
    left join uploaded_files f on f.token = o.receipt_token`;

  /** An order waiting for its receipt's decision; refuses one unknown or no longer waiting. */
  async function waitingOrder(tx: Tx, id: number): Promise<PaymentOrderRow> {
    const { rows } = await tx.execute<PaymentOrderRow>(sql`select * from transfer_orders where id = ${id}`);
    const row = rows[0];
    if (!row) throw itemNotFound();
    const isWaiting =
      row.status === REMITTANCE_STATUS.paying &&
      row.payment_method === SEND_PAYMENT_METHOD.bankTransfer &&
      row.receipt_token !== null;
    if (!isWaiting) throw itemNotWaiting();
    return row;
  }

  /**
   * Applies the decision through the order's core in the console's transaction (the order's row locked there: of two
   * reviewers deciding at once, one moves the order and the other is told it no longer waits; the order's change and
   * the audit row commit together, on one connection).
   */
  async function decide(tx: Tx, id: number, apply: (orderId: number, tx: Tx) => Promise<PaymentDecision>) {
    const row = await waitingOrder(tx, id);
    const decision = await apply(id, tx).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'CONFLICT') throw itemNotWaiting();
      throw error;
    });
    if (!decision.moved) throw itemNotWaiting();
    return { row, status: decision.status };
  }

  const outcome = (row: PaymentOrderRow, messageKey: string, to: number): ReviewOutcome => ({
    applicantUserId: row.created_by_user_id!,
    messageKey,
    params: { number: row.number, amount: totalText(row) },
    before: { status: REMITTANCE_STATUS.paying, receipt_token: row.receipt_token },
    after: { status: to },
  });

  return {
    key: REMITTANCE_PAYMENT_QUEUE,
    titleKey: 'remittance_receipt.queue_title',

    async list(db, page) {
      const { rows: counted } = await db.execute<{ total: number }>(
        sql`select count(*)::int as total from transfer_orders o where ${waiting}`,
      );
      const { rows } = await db.execute<QueueRow>(sql`${select} where ${waiting}
        order by o.receipt_at, o.id limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`);
      return {
        total: counted[0]?.total ?? 0,
        items: rows.map((row) => ({
          id: Number(row.id),
          applicant: `${row.merchant_name} (${row.merchant_number})`,
          summary: `${row.number} · ${totalText(row)}`,
          submittedAt: new Date(row.receipt_at ?? row.created_at),
        })),
      };
    },

    async detail(db, id) {
      const { rows } = await db.execute<QueueRow>(sql`${select} where o.id = ${id}`);
      const row = rows[0];
      if (!row) return undefined;
      const collection = collectionAccountFor(row.send_currency_id);
      return {
        id: Number(row.id),
        applicant: `${row.merchant_name} (${row.merchant_number})`,
        summary: `${row.number} · ${totalText(row)}`,
        submittedAt: new Date(row.receipt_at ?? row.created_at),
        status: statusOf(row),
        fields: [
          { labelKey: 'remittance_receipt.field.merchant', value: `${row.merchant_name} (${row.merchant_number})` },
          { labelKey: 'remittance_receipt.field.order', value: row.number },
          { labelKey: 'remittance_receipt.field.total', value: totalText(row) },
          { labelKey: 'remittance_receipt.field.recipient', value: row.recipient_name },
          { labelKey: 'remittance_receipt.field.reference', value: row.reference },
          {
            labelKey: 'remittance_receipt.field.collection_account',
            value: `${collection.bankName} ${collection.bsb ?? collection.swiftCode} ${collection.accountNumber}`,
          },
        ],
        files: row.receipt_token
          ? [
              {
                labelKey: 'remittance_receipt.field.receipt',
                url: links.forReview(row.receipt_token),
                kind: row.content_type === 'application/pdf' ? 'document' : 'image',
              },
            ]
          : [],
      };
    },

    async approve(tx, id) {
      const { row, status } = await decide(tx, id, payments.confirm);
      return outcome(row, 'remittance_receipt.notice_confirmed', status);
    },

    async reject(tx, id) {
      const { row, status } = await decide(tx, id, payments.refuse);
      return outcome(row, 'remittance_receipt.notice_refused', status);
    },
  };
}
