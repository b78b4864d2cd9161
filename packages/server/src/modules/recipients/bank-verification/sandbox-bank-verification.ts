import { createHash } from 'node:crypto';
import {
  type BankAccountToVerify,
  type BankVerificationAdapter,
  type BankVerificationResult,
  BankVerificationUnavailableError,
} from './bank-verification-adapter.ts';

/** An account number ending so fails the sandbox bank's verification (a closed or unknown account). */
export const SANDBOX_FAILING_ENDING = '0000';
/** An account number ending so finds the sandbox bank out of service (the service did not answer). */
export const SANDBOX_UNAVAILABLE_ENDING = '9999';

/**
 * The sandbox bank verification: a development adapter (SANDBOX_CHANNELS, never in production) that answers at
 * once and by a rule testers can steer: an account number ending 0000 fails ("the bank knows no such account"),
 * one ending 9999 finds the service unavailable, every other account that passed our checks is verified with a
 * reference derived from it (the same account, the same reference).
 */
export function createSandboxBankVerification(): BankVerificationAdapter {
  return {
    name: 'sandbox-bank',
    async verify(account: BankAccountToVerify): Promise<BankVerificationResult> {
      if (account.accountNumber.endsWith(SANDBOX_UNAVAILABLE_ENDING))
        throw new BankVerificationUnavailableError('sandbox bank verification: service unavailable');
      if (account.accountNumber.endsWith(SANDBOX_FAILING_ENDING))
        return { status: 'failed', reason: 'sandbox bank: no such account' };
      const digest = createHash('sha256')
        .update(
          `${account.currencyId}|${account.network}|${account.bsb ?? ''}|${account.bic ?? ''}|${account.accountNumber}`,
        )
        .digest('hex');
      return { status: 'verified', reference: `SBV${digest.slice(0, 16).toUpperCase()}` };
    },
  };
}
