/**
 * Query keys of the shell's calls. Merchant-scoped data sits under the merchant id, so a merchant switch never
 * reads another merchant's cache.
 *
 * The shell's own reads (badge, credit flag, T+0 flag) are silent: they run on every page and on a timer, and a
 * failing one has a harmless fallback (no badge, the stored flag, no promo) — a toast every minute while offline
 * would only bury the messages that matter.
 */
export const shellKeys = {
  all: ['shell'] as const,
  unreadCount: (userId: number) => [...shellKeys.all, 'unread-count', userId] as const,
  merchant: (merchantId: number) => [...shellKeys.all, 'merchant', merchantId] as const,
  settlementConfig: (merchantId: number) => [...shellKeys.merchant(merchantId), 'settlement-config'] as const,
  creditOpened: (merchantId: number) => [...shellKeys.merchant(merchantId), 'credit-opened'] as const,
  agreement: (merchantId: number) => [...shellKeys.merchant(merchantId), 'agreement'] as const,
};
