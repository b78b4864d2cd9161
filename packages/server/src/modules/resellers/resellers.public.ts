// What other areas use of resellers (ARCHITECTURE.md, "Server areas and their public surfaces"): who is a member of
// which reseller (the call layer's admission) and a reseller's base rates (the floors of the rates it gives).
export { resellerMemberOf } from './reseller-members.ts';
export { baseRatesOf } from './base-rates.ts';
// The sign-up link's reseller (auth's sign-up attributes the account to it).
export { activeResellerByCode } from './reseller-links.ts';
// Approving a reseller's merchant application (kyb's approval): the portfolio, the rates, the merchant admin.
export { joinReseller, type ResellerApprovalDeps } from './reseller-approval.ts';
export { merchantRatesOf, type ChannelRate } from './reseller-terms.ts';
