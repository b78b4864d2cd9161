// What other areas use of kyc (ARCHITECTURE.md, "Server areas and their public surfaces"): the review queue of
// personal verifications, for the provider's console.
export { approve, key, list, personVerificationDetail, reject, titleKey } from './kyc-review.ts';
export type { QueueItemDetail, QueueItemSummary, ReviewOutcome } from './kyc-review.ts';
