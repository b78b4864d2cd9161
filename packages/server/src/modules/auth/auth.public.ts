// What other areas use of auth (ARCHITECTURE.md, "Server areas and their public surfaces").
export { accountKey, guesserKey, recipientOf, type AccountRef } from './account.ts';
export type { CodesService } from './codes.service.ts';
export { hashPassword } from './passwords.ts';
