// What other areas use of global-account (ARCHITECTURE.md, "Server areas and their public surfaces").
export { topUpGlobalAccount } from './top-up.ts';
export { globalAccountNumber, readGlobalAccount, type GlobalAccountFacts } from './global-account-identity.ts';
