/** The balance-type transaction type list (first document, section 3); Chinese names are ours. */
export interface TransactionType {
  id: number;
  en: string;
  zh: string;
}

export const BALANCE_TRANSACTION_TYPES: readonly TransactionType[] = [
  { id: 1, en: 'Account Fee', zh: '账户费' },
  { id: 2, en: 'Overdraw Fee', zh: '透支费' },
  { id: 3, en: 'Return Fee', zh: '退回费' },
  { id: 4, en: 'Balance Adjust', zh: '余额调整' },
  { id: 1001, en: 'Payment', zh: '付款' },
  { id: 1002, en: 'Add funds', zh: '充值' },
  { id: 1003, en: 'Transfer', zh: '转账' },
  { id: 1004, en: 'Transfer', zh: '转账' },
  { id: 1005, en: 'Withdraw', zh: '提现' },
  { id: 1006, en: 'Add funds', zh: '充值' },
  { id: 1007, en: 'Payment Refund', zh: '付款退款' },
  { id: 1201, en: 'Settlement', zh: '结算' },
  { id: 1202, en: 'Disbursement', zh: '出款' },
  { id: 1203, en: 'Refund', zh: '退款' },
  { id: 1204, en: 'Disbursement Fee', zh: '出款手续费' },
  { id: 1301, en: 'Partner Collection', zh: '合作方收款' },
  { id: 1302, en: 'Partner Payout', zh: '合作方付款' },
  { id: 1303, en: 'Partner Payout Refund', zh: '合作方付款退款' },
  { id: 2001, en: 'Send', zh: '汇出' },
  { id: 2002, en: 'Send Money Refund', zh: '汇款退款' },
];
