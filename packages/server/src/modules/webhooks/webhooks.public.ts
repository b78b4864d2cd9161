// What other areas use of webhooks (ARCHITECTURE.md, "Server areas and their public surfaces"): the check of a
// notify URL (the key page sets it, the merchant API takes one per order), the delivery log's repository (the key
// page lists it; the merchant API's purge job runs its purge) and the relay's type for the job registry.
export { isPrivateUrl } from './notify-target.ts';
export { createNotificationsRepository, type NotificationsRepository } from './notifications.repository.ts';
export type { NotificationRelay } from './notification-relay.ts';
