import type { Config } from '../../config.ts';
import { noFxRateProvider, type FxRateProvider } from './rate-provider.ts';
import { createSandboxRates } from './sandbox-rates.ts';

/**
 * This deployment's rate provider: the sandbox only with SANDBOX_CHANNELS (the demo and tests; that switch is
 * refused in production). A contracted provider's adapter joins here; until then a deployment without the sandbox
 * has no rate, and every quote is refused with "Exchange rates are not available" rather than made up.
 */
export function deploymentFxRates(config: Pick<Config, 'sandboxChannels' | 'fxSandboxSeed'>): FxRateProvider {
  return config.sandboxChannels ? createSandboxRates(config.fxSandboxSeed) : noFxRateProvider;
}
