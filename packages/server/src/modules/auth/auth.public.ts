// What other areas use of auth (ARCHITECTURE.md, "Server areas and their public surfaces").
export {
  accountKey,
  codeAccountOf,
  guesserKey,
  maskedAccount,
  parseAccount,
  recipientOf,
  type AccountRef,
} from './account.ts';
export type { CodesService } from './codes.service.ts';
export { userCodeAccount } from './user-code-account.ts';
export { hashPassword } from './passwords.ts';
// For the second step of a sign-in (two-factor): the guess counter, sessions, users, and the sign-in links its tests seal.
export { isWrongSecret, type Guesses } from './guesses.ts';
export { sealLoginLink } from './login-links.ts';
export type { SessionsService } from './sessions.service.ts';
export type { UsersRepository } from './users.repository.ts';
// For the console's staff screens: the invitation of a new person (a one-time link to set a password).
export { createInvitations, type Invitations } from './invitations.ts';
