import type { Config } from '../../../config.ts';
import type { InstantPaymentAdapter } from './instant-payment-adapter.ts';
import { createSandboxNpp } from './sandbox-npp.ts';

/**
 * This deployment's instant-payment network: the sandbox NPP only with SANDBOX_CHANNELS (the demo and tests; that
 * switch is refused in production). A real NPP participant's adapter joins here when one is contracted; until then a
 * deployment without the sandbox has none, and T+0 payouts to bank accounts are not made — those funds settle T+1
 * without a T+0 fee (T+0 to a global account needs no network and still runs).
 */
export function deploymentNpp(
  config: Pick<
    Config,
    'sandboxChannels' | 'nppSandboxFailPercent' | 'nppSandboxReturnPercent' | 'nppSandboxReturnDelayMs'
  >,
  onError?: (error: unknown) => void,
): InstantPaymentAdapter | null {
  if (!config.sandboxChannels) return null;
  return createSandboxNpp({
    failPercent: config.nppSandboxFailPercent,
    returnPercent: config.nppSandboxReturnPercent,
    returnDelayMs: config.nppSandboxReturnDelayMs,
    onError,
  });
}
