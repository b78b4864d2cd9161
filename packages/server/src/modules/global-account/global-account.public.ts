// What other areas use of global-account (ARCHITECTURE.md, "Server areas and their public surfaces").
export { topUpGlobalAccount } from './top-up.ts';
export { globalAccountNumber, readGlobalAccount, type GlobalAccountFacts } from './global-account-identity.ts';
// The global account's calls, its console queue and its job, for the composition root (app.ts, server-jobs.ts).
export { createGlobalAccountHandlers } from './global-account.handlers.ts';
export { createGlobalAccountRepository } from './global-account.repository.ts';
export { createGlobalAccountService } from './global-account.service.ts';
export { topUpQueue } from './top-up-queue.ts';
export { releaseFrozenJob } from './release-frozen.job.ts';
export { creditTopUp, openTopUp, attachReceipt, releaseFrozenTopUps } from './top-up.ts';
export { withdrawFromGlobalAccount } from './withdraw.ts';
