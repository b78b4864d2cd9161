/**
 * Query keys of the stores feature, under the merchant. Saving a store's fees or payment settings invalidates that
 * store's detail and the lists; adding one the lists.
 */
export const storeKeys = {
  all: ['stores'] as const,
  merchant: (merchantId: number) => [...storeKeys.all, merchantId] as const,
  lists: (merchantId: number) => [...storeKeys.merchant(merchantId), 'list'] as const,
  list: (merchantId: number, page: number) => [...storeKeys.lists(merchantId), page] as const,
  details: (merchantId: number) => [...storeKeys.merchant(merchantId), 'detail'] as const,
  detail: (merchantId: number, id: number, language: string) => [...storeKeys.details(merchantId), id, language] as const,
  payConfig: (merchantId: number, id: number) => [...storeKeys.merchant(merchantId), 'pay-config', id] as const,
  industries: (merchantId: number, level: number, parentId: number | undefined) => [...storeKeys.merchant(merchantId), 'industries', level, parentId ?? 0] as const,
};
