/**
 * The receipt of a transfer order paid by bank transfer (issue 14 §4; 002 §5, §9): the merchant uploads the file
 * (the upload route judges it by content: a PDF or an image), then attaches it here to an order paying by bank
 * transfer. The console's queue "Transfer payments to confirm" (payment-queue.ts) then decides. A new receipt
 * replaces an earlier one while the order waits.
 */
import { sql } from 'drizzle-orm';
import { REMITTANCE_RECEIPT_MAX_BYTES } from '@mbo/contracts/calls/remittance';
import { REMITTANCE_STATUS, SEND_PAYMENT_METHOD } from '@mbo/contracts/remittance/order-flow';
import type { Database } from '@mbo/db/client';
import type { MerchantContext } from '../../http/call-context.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { OrderPayments } from './remittance-payments.ts';

/** The content types the upload route keeps for a document (a PDF, or an image). */
const isReceiptType = (contentType: string) => contentType === 'application/pdf' || contentType.startsWith('image/');

export function createReceiptUpload(deps: { db: Database; payments: OrderPayments }) {
  const { db, payments } = deps;
  return {
    async submit(ctx: MerchantContext, orderId: number, token: string) {
      // The signed-in user's own upload, not yet attached to anything of a merchant's.
      const { rows: files } = await db.execute<{ content_type: string; size_bytes: number | null }>(sql`
        select content_type, size_bytes from uploaded_files
        where token = ${token} and owner_user_id = ${ctx.session.userId} and merchant_id is null`);
      const file = files[0];
      if (!file || !isReceiptType(file.content_type)) throw badRequest('remittance_receipt.receipt_unknown');
      if ((file.size_bytes ?? 0) >= REMITTANCE_RECEIPT_MAX_BYTES)
        throw badRequest('remittance_receipt.receipt_too_large');
      const { rows } = await db.execute<{ id: number }>(sql`
        update transfer_orders set receipt_token = ${token}, receipt_at = now()
        where id = ${orderId} and merchant_id = ${ctx.merchant.id}
          and status = ${REMITTANCE_STATUS.paying} and payment_method = ${SEND_PAYMENT_METHOD.bankTransfer}
        returning id`);
      if (!rows[0]) {
        const { rows: found } = await db.execute(
          sql`select 1 from transfer_orders where id = ${orderId} and merchant_id = ${ctx.merchant.id}`,
        );
        throw found[0] ? conflict('remittance.receipt_not_awaited') : notFound('remittance.order_not_found');
      }
      const order = await payments.view(ctx.merchant, orderId, ctx.language);
      if (!order) throw notFound('remittance.order_not_found');
      return { order };
    },
  };
}
export type ReceiptUpload = ReturnType<typeof createReceiptUpload>;
