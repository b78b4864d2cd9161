/** Query keys of the business page, under the merchant; nothing on the page changes another feature's data. */
export const businessKeys = {
  all: ['business'] as const,
  merchant: (merchantId: number) => [...businessKeys.all, merchantId] as const,
  info: (merchantId: number) => [...businessKeys.merchant(merchantId), 'info'] as const,
  fees: (merchantId: number) => [...businessKeys.merchant(merchantId), 'fees'] as const,
  cardQuota: (merchantId: number) => [...businessKeys.merchant(merchantId), 'card-quota'] as const,
  publicKey: (merchantId: number) => [...businessKeys.merchant(merchantId), 'public-key'] as const,
};
