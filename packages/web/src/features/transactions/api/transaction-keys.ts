import type { ListQuery } from '../lib/list-query.ts';

/**
 * Query keys of the transactions feature, under the merchant (a switch never reads another merchant's rows). A
 * refund invalidates the lists, the refunded payment's detail and the balances; nothing else of this feature.
 */
export const transactionKeys = {
  all: ['transactions'] as const,
  merchant: (merchantId: number) => [...transactionKeys.all, merchantId] as const,
  lists: (merchantId: number) => [...transactionKeys.merchant(merchantId), 'list'] as const,
  list: (merchantId: number, query: ListQuery) => [...transactionKeys.lists(merchantId), query] as const,
  details: (merchantId: number) => [...transactionKeys.merchant(merchantId), 'detail'] as const,
  detail: (merchantId: number, turnoverType: number, id: number) => [...transactionKeys.details(merchantId), turnoverType, id] as const,
  refund: (merchantId: number, refundId: number) => [...transactionKeys.merchant(merchantId), 'refund', refundId] as const,
  branches: (merchantId: number) => [...transactionKeys.merchant(merchantId), 'branches'] as const,
  currencies: (merchantId: number) => [...transactionKeys.merchant(merchantId), 'currencies'] as const,
  channels: (merchantId: number, language: string) => [...transactionKeys.merchant(merchantId), 'channels', language] as const,
  balances: (merchantId: number) => [...transactionKeys.merchant(merchantId), 'balance'] as const,
  balance: (merchantId: number, currencyId: number) => [...transactionKeys.balances(merchantId), currencyId] as const,
  realAmount: (merchantId: number, paymentId: number, amount: number) => [...transactionKeys.merchant(merchantId), 'real-amount', paymentId, amount] as const,
};

/**
 * Keys of other features whose figures a refund changes. Features never import each other, so the roots are named
 * here: the dashboard's queries of a merchant (today's summary, balance, reports) sit under ['dashboard', id], the
 * daily summary's under ['payouts', id].
 */
export const changedByRefund = (merchantId: number) => [
  transactionKeys.lists(merchantId),
  transactionKeys.balances(merchantId),
  ['dashboard', merchantId] as const,
  ['payouts', merchantId] as const,
];
