/**
 * The pay page's four choices and the channel each pays through. A store's QR in a shop is an in-store payment, a
 * link of an online store or micro-shop an online one: WeChat Pay → 1; Alipay → 2 (in store) or 3 (online);
 * UnionPay → 5 (in store) or 7 (online); card → 10 (card online: the customer types the card on the phone).
 */
import type { PayMethod } from '@mbo/contracts/calls/gateway';
import { STORE_TYPE } from '@mbo/contracts/constants';

const IN_STORE: Record<PayMethod, number> = { wechat: 1, alipay: 2, unionpay: 5, card: 10 };
const ONLINE: Record<PayMethod, number> = { wechat: 1, alipay: 3, unionpay: 7, card: 10 };
const METHOD_OF_CHANNEL: Record<number, PayMethod> = {
  1: 'wechat',
  2: 'alipay',
  3: 'alipay',
  5: 'unionpay',
  7: 'unionpay',
  10: 'card',
};

export const PAY_METHOD_ORDER: readonly PayMethod[] = ['wechat', 'alipay', 'unionpay', 'card'];

export function channelOfMethod(method: PayMethod, storeType: number): number {
  return (storeType === STORE_TYPE.physical ? IN_STORE : ONLINE)[method];
}

export function methodOfChannel(channelId: number | null): PayMethod | null {
  return channelId === null ? null : (METHOD_OF_CHANNEL[channelId] ?? null);
}
