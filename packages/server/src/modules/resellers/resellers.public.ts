// What other areas use of resellers (ARCHITECTURE.md, "Server areas and their public surfaces"): who is a member of
// which reseller (the call layer's admission) and a reseller's base rates (the floors of the rates it gives).
export { resellerMemberOf } from './reseller-members.ts';
export { baseRatesOf } from './base-rates.ts';
