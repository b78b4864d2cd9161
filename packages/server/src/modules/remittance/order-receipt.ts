/**
 * The PDF receipt of a completed transfer order (Remittance/GetOrderReceipt; issue 14 §4): written in the caller's
 * language from the order's view and answered as a download link, like the monthly statements (`filepath`, valid one
 * hour, for the caller's session only). Any order not completed is refused with a clear message.
 */
import { sql } from 'drizzle-orm';
import { translate } from '@mbo/contracts/i18n';
import { REMITTANCE_STATUS } from '@mbo/contracts/remittance/order-flow';
import type { Database } from '@mbo/db/client';
import type { MerchantContext } from '../../http/call-context.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { formatWireTime } from '../../lib/time.ts';
import { exportOwner, type ExportFiles } from '../exports/exports.public.ts';
import { writeOrderReceiptPdf } from './order-receipt-pdf.ts';
import type { OrderPayments } from './remittance-payments.ts';

export function createOrderReceipts(deps: { db: Database; payments: OrderPayments; exportFiles: ExportFiles }) {
  const { db, payments, exportFiles } = deps;
  return {
    async receipt(ctx: MerchantContext, orderId: number) {
      const order = await payments.view(ctx.merchant, orderId, ctx.language);
      if (!order) throw notFound('remittance.order_not_found');
      if (order.status !== REMITTANCE_STATUS.completed) throw conflict('remittance_receipt.not_completed');
      const { rows } = await db.execute<{ name: string; number: string }>(
        sql`select name, number from merchants where id = ${ctx.merchant.id}`,
      );
      const merchant = rows[0]!;
      const fileName = `remittance-${order.number}.pdf`.replace(/[^\w.-]/g, '_');
      const file = exportFiles.create(fileName, exportOwner(ctx));
      await writeOrderReceiptPdf(
        {
          order,
          merchant: { name: merchant.name, number: merchant.number, timeZone: ctx.merchant.timeZone },
          generatedAt: formatWireTime(new Date(), ctx.merchant.timeZone),
          t: (key, params) => translate(ctx.language, key, params),
        },
        file.stream,
      );
      return { filepath: file.url, file_name: fileName };
    },
  };
}
export type OrderReceipts = ReturnType<typeof createOrderReceipts>;
