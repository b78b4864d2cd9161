import type { Database } from '@mbo/db/client';
import type { Config } from '../../config.ts';
import type { ChannelAdapter } from './channel-adapter.ts';
import { noFxRates, type FxRateSource } from './fx-rates.ts';
import { createSandbox, sandboxFxRates, type Sandbox } from './sandbox-channel.ts';

/** What the composition root hands the gateway: this deployment's channels and its exchange-rate source. */
export interface DeploymentChannels {
  adapters: readonly ChannelAdapter[];
  fxRates: FxRateSource;
  /** The sandbox network (its wallet step) when SANDBOX_CHANNELS is on; null otherwise. */
  sandbox: Sandbox | null;
}

/**
 * The channels of this deployment, built by the composition root (app.ts): the sandbox's adapters and its fixed
 * rates only with SANDBOX_CHANNELS (the demo and tests; refused in production). Real adapters and their rate source
 * join here as they are built; until then a deployment without the sandbox has no channel and no rate, so no
 * payment is taken and none is converted at a made-up rate.
 */
export function deploymentChannels(db: Database, config: Config, secret: Buffer): DeploymentChannels {
  if (!config.sandboxChannels) return { adapters: [], fxRates: noFxRates, sandbox: null };
  const sandbox = createSandbox(db, {
    publicUrl: config.publicUrl,
    secret,
    createDelayMs: config.sandboxCreateDelayMs,
    notifyDelayMs: config.sandboxNotifyDelayMs,
    failPercent: config.sandboxFailPercent,
    notifyLossPercent: config.sandboxNotifyLossPercent,
  });
  return { adapters: sandbox.adapters, fxRates: sandboxFxRates, sandbox };
}
