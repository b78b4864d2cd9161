import type { Config } from '../../../config.ts';
import type { BankVerificationAdapter } from './bank-verification-adapter.ts';
import { createSandboxBankVerification } from './sandbox-bank-verification.ts';

/**
 * This deployment's bank verification: the sandbox only with SANDBOX_CHANNELS (the demo and tests; that switch is
 * refused in production). A real provider's adapter joins here when one is contracted; until then a deployment
 * without the sandbox has none, and bank-account recipients cannot be added (product-user recipients can): the
 * form says verification is not available rather than adding an account nobody checked.
 */
export function deploymentBankVerification(config: Pick<Config, 'sandboxChannels'>): BankVerificationAdapter | null {
  return config.sandboxChannels ? createSandboxBankVerification() : null;
}
