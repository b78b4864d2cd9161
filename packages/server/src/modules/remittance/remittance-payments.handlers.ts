import type { Handlers } from '../../http/call-context.ts';
import type { OrderReceipts } from './order-receipt.ts';
import type { ReceiptUpload } from './receipt-upload.ts';

/**
 * The payment side's calls of the remittance area (page `transfer`): the bank transfer's receipt and the completed
 * order's PDF receipt. The order's other calls are remittance.handlers.ts's; app.ts spreads both into the map.
 */
export function createRemittancePaymentsHandlers(deps: {
  receiptUpload: ReceiptUpload;
  receipts: OrderReceipts;
}): Handlers<'Remittance/SubmitPaymentReceipt' | 'Remittance/GetOrderReceipt'> {
  return {
    'Remittance/SubmitPaymentReceipt': (ctx, body) => deps.receiptUpload.submit(ctx, body.order_id, body.file),
    'Remittance/GetOrderReceipt': (ctx, body) => deps.receipts.receipt(ctx, body.order_id),
  };
}
