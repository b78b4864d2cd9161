// What other areas use of two-factor (ARCHITECTURE.md, "Server areas and their public surfaces"): the sign-in's
// pending second step, and the session lookup's question whether a user must still set two-step up.
export {
  hasTwoFactorOn,
  isActiveStaff,
  twoFactorRequirementOf,
  type TwoFactorRequirement,
} from './required-of-user.ts';
export type { PendingSecondStep } from './two-factor.service.ts';
// The demo seed enrols the demo staff with authenticators sealed under the server secret.
export { sealedNewAuthenticator } from './demo-authenticators.ts';
