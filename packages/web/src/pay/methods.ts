import type { PayKey } from './i18n.ts';

export type PayMethodName = 'wechat' | 'alipay' | 'unionpay' | 'card';

export const METHOD_LABEL: Record<PayMethodName, PayKey> = {
  wechat: 'method_wechat',
  alipay: 'method_alipay',
  unionpay: 'method_unionpay',
  card: 'method_card',
};

/** The family of a channel id (the sandbox wallet's brand): 1 WeChat Pay, 2/3 Alipay, 5/7 UnionPay, 9–16 card. */
export function methodOfChannel(channelId: number): PayMethodName {
  if (channelId === 1) return 'wechat';
  if (channelId === 2 || channelId === 3) return 'alipay';
  if (channelId === 5 || channelId === 7) return 'unionpay';
  return 'card';
}
