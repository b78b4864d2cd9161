/**
 * Payment channels. Ids 1, 2, 3, 5, 7, 9–16 and 99 are named by the specification; the names of the others are
 * ours. Channels 4 and 6 are legacy ids kept for old transactions and excluded from the transaction filter.
 */
export interface PaymentChannel {
  id: number;
  number: string;
  en: string;
  zh: string;
  isCard: boolean;
}

const card = (id: number, number: string, en: string, zh: string): PaymentChannel => ({
  id,
  number,
  en,
  zh,
  isCard: true,
});
const wallet = (id: number, number: string, en: string, zh: string): PaymentChannel => ({
  id,
  number,
  en,
  zh,
  isCard: false,
});

export const PAYMENT_CHANNELS: readonly PaymentChannel[] = [
  wallet(1, 'WECHAT', 'WeChat Pay', '微信支付'),
  wallet(2, 'ALIPAY_OFFLINE', 'Alipay (in store)', '支付宝（线下）'),
  wallet(3, 'ALIPAY_ONLINE', 'Alipay (online)', '支付宝（线上）'),
  wallet(4, 'WECHAT_LEGACY', 'WeChat Pay (legacy)', '微信支付（旧）'),
  wallet(5, 'UNIONPAY_OFFLINE', 'UnionPay QR (in store)', '银联二维码（线下）'),
  wallet(6, 'UNIONPAY_LEGACY', 'UnionPay (legacy)', '银联（旧）'),
  wallet(7, 'UNIONPAY_ONLINE', 'UnionPay (online)', '银联（线上）'),
  card(9, 'CARD_PRESENT', 'Card (in person)', '银行卡（线下）'),
  card(10, 'CARD_ONLINE', 'Card (online)', '银行卡（线上）'),
  card(11, 'VISA', 'Visa', 'Visa'),
  card(12, 'MASTERCARD', 'Mastercard', '万事达卡'),
  card(13, 'AMEX', 'American Express', '美国运通'),
  card(14, 'JCB', 'JCB', 'JCB'),
  card(15, 'DINERS', 'Diners Club', '大来卡'),
  card(16, 'EFTPOS', 'eftpos', 'eftpos'),
  card(99, 'CARD_STORE', 'Card (store surcharge)', '银行卡（门店附加费）'),
];

/** Channel ids excluded from the transaction filter's channel picker. */
export const CHANNELS_EXCLUDED_FROM_PICKER: readonly number[] = [4, 6];
/** Card channels are ids 9 to 16 (card refunds do not return the merchant fee). */
export const isCardChannel = (id: number): boolean => id >= 9 && id <= 16;
/** Channels 9 and 10 charge a flat fee besides the rate. */
export const FLAT_FEE_CHANNELS: readonly number[] = [9, 10];
