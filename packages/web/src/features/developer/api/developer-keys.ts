/**
 * Query keys of the developer feature, under the merchant. Sending or issuing a key changes the public key and the
 * key list;
 * saving the notify URL changes the settings; the delivery log is refetched on its own.
 */
export const developerKeys = {
  all: ['developer'] as const,
  merchant: (merchantId: number) => [...developerKeys.all, merchantId] as const,
  publicKey: (merchantId: number) => [...developerKeys.merchant(merchantId), 'public-key'] as const,
  keys: (merchantId: number) => [...developerKeys.merchant(merchantId), 'keys'] as const,
  settings: (merchantId: number) => [...developerKeys.merchant(merchantId), 'settings'] as const,
  notifications: (merchantId: number) => [...developerKeys.merchant(merchantId), 'notifications'] as const,
  notificationPage: (merchantId: number, page: number, status: number | undefined) => [...developerKeys.notifications(merchantId), page, status ?? 0] as const,
  attempts: (merchantId: number, eventId: string) => [...developerKeys.notifications(merchantId), 'attempts', eventId] as const,
};
