// The money core as the rest of the server sees it (ARCHITECTURE.md, "Money"): the ledger, the payment and refund
// paths, the fee and refund rules, the aggregates' slots, the invariants and the bulk loaders. Areas, the seed and the
// jobs import these names from here only; the folder's other files are its own business.
export { ACCOUNT_KIND, fxPositionKind, FX_POSITION_PREFIX, PROVIDER } from './ledger/accounts.ts';
export { createLedger, type Ledger, type Leg, type Tx } from './ledger/ledger.ts';
export { checkMoneyInvariants, violations } from './invariants.ts';
export { BALANCE_SLOTS } from './ledger/accounts.ts';
export { surchargeFlatMinor } from './recording/payment-amounts.ts';
export { createPaymentConfigRepository } from './recording/payment-config.repository.ts';
export {
  createPaymentPath,
  PaymentRejectedError,
  SANDBOX_ADAPTER,
  type PaymentInput,
  type PaymentPath,
  type PaymentPlan,
  type PaymentRow,
} from './recording/record-payment.ts';
export {
  createRefundPath,
  RefundRefusedError,
  type RefundInput,
  type RefundPath,
  type RefundRow,
} from './recording/record-refund.ts';
export { fromColumnJson } from './recording/row-json.ts';
export { feeReturned } from './rules/fee-returned.ts';
export { checkRefundable, REFUND_OPERATE_FEE, refundAmountMinor, refusalError } from './rules/refund-rules.ts';
export { STAT_SLOTS } from './aggregates/stat-slots.ts';
export { createBulkPayments } from './bulk/bulk-payments.ts';
export { createBulkRefunds } from './bulk/bulk-refunds.ts';
export { MONEY_SQL_DIR } from './sql/money-sql-dir.ts';
