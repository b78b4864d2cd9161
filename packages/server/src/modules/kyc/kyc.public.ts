// What other areas use of kyc (ARCHITECTURE.md, "Server areas and their public surfaces"): the review queue of
// personal verifications, for the provider's console.
export { personVerificationQueue } from './kyc-queue.ts';
