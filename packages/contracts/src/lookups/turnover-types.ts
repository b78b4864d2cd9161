/**
 * Transaction (turnover) types of the specification (second document, section 9). The transaction list holds
 * payments (1) and refunds (2); 65535 means all of them. The others are movements of later screens (clearing,
 * merchant fee, disbursement, withdrawal). Chinese names are ours.
 */
export const TURNOVER_TYPE = {
  pay: 1,
  refund: 2,
  clearing: 4,
  merchantFee: 6,
  disbursement: 16,
  withdraw: 32,
  all: 65535,
} as const;
export type TurnoverType = (typeof TURNOVER_TYPE)[keyof typeof TURNOVER_TYPE];

export interface TurnoverTypeLabel {
  id: TurnoverType;
  en: string;
  zh: string;
}

export const TURNOVER_TYPES: readonly TurnoverTypeLabel[] = [
  { id: TURNOVER_TYPE.all, en: 'All', zh: '全部' },
  { id: TURNOVER_TYPE.pay, en: 'Payment', zh: '支付' },
  { id: TURNOVER_TYPE.refund, en: 'Refund', zh: '退款' },
  { id: TURNOVER_TYPE.clearing, en: 'Clearing', zh: '清算' },
  { id: TURNOVER_TYPE.merchantFee, en: 'Merchant fee', zh: '商户手续费' },
  { id: TURNOVER_TYPE.disbursement, en: 'Disbursement', zh: '出款' },
  { id: TURNOVER_TYPE.withdraw, en: 'Withdraw', zh: '提现' },
];

/** The types the transaction list's type select offers (its rows are payments and refunds). */
export const LIST_TURNOVER_TYPES: readonly TurnoverType[] = [
  TURNOVER_TYPE.all,
  TURNOVER_TYPE.pay,
  TURNOVER_TYPE.refund,
];

export const turnoverTypeLabel = (id: number, language: 'en' | 'zh_CN'): string => {
  const found = TURNOVER_TYPES.find((type) => type.id === id);
  return found ? (language === 'en' ? found.en : found.zh) : String(id);
};
