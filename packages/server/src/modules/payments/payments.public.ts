// What other areas use of payments (ARCHITECTURE.md, "Server areas and their public surfaces"): the payment and
// refund paths, their row shapes, and the column encodings the demo history's bulk loaders write directly.
export { surchargeFlatMinor } from './payment-amounts.ts';
export { createPaymentConfigRepository } from './payment-config.repository.ts';
export {
  createPaymentPath,
  PaymentRejectedError,
  SANDBOX_ADAPTER,
  type PaymentInput,
  type PaymentPath,
  type PaymentPlan,
  type PaymentRow,
} from './record-payment.ts';
export {
  createRefundPath,
  feeReturned,
  RefundRefusedError,
  type RefundInput,
  type RefundPath,
  type RefundRefusal,
  type RefundRow,
} from './record-refund.ts';
export { fromColumnJson, toColumnJson } from './row-json.ts';
export { STAT_SLOTS } from './stats.repository.ts';
