import type { Database } from '@mbo/db/client';
import type { Config } from '../../config.ts';
import type { Ledger } from '../../money/money.public.ts';
import type { Notifier } from '../../notify/notifier.ts';
import { createFxRepository, type FxRateProvider } from '../fx/fx.public.ts';
import { createRecipientsRepository } from '../recipients/recipients.public.ts';
import { deploymentPayoutNetwork } from './payout-network.ts';
import { createPricing } from './pricing.ts';
import { remittanceJob } from './remittance.job.ts';
import { createRemittanceRepository } from './remittance.repository.ts';
import { createRemittanceService } from './remittance.service.ts';
import { createOrderLife } from './order-life.ts';
import { FX_SPREAD_PPM_DEFAULT } from '@mbo/contracts/calls/fx';

export interface RemittanceDeps {
  db: Database;
  ledger: Ledger;
  notifier: Notifier;
  rates: FxRateProvider;
  config: Pick<
    Config,
    | 'sandboxChannels'
    | 'publicUrl'
    | 'fxSpreadPpm'
    | 'fxQuoteTtlMs'
    | 'remittancePaymentWindowMs'
    | 'remittanceJobIntervalMs'
    | 'remittanceSandboxNetworkDelayMs'
  >;
  now?: () => Date;
}

/**
 * The remittance area built once for the server (app.ts): its repository, pricing, the payout network of this
 * deployment, the service (with the order life other parts of the area use) and the job.
 */
export function createRemittance(deps: RemittanceDeps) {
  const { db, config } = deps;
  const repository = createRemittanceRepository(db);
  const pricing = createPricing({ rates: deps.rates, spreadPpm: config.fxSpreadPpm });
  const network = deploymentPayoutNetwork(config);
  const service = createRemittanceService({
    db,
    ledger: deps.ledger,
    repository,
    recipients: createRecipientsRepository(db),
    fxRepository: createFxRepository(db),
    pricing,
    notifier: deps.notifier,
    quoteTtlMs: config.fxQuoteTtlMs,
    paymentWindowMs: config.remittancePaymentWindowMs,
    hasNetwork: network !== null,
    ratesSource: deps.rates.name,
    publicUrl: config.publicUrl,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const job = remittanceJob({
    db,
    repository,
    life: service.life,
    network,
    intervalMs: config.remittanceJobIntervalMs,
    ...(deps.now ? { now: deps.now } : {}),
  });
  return { repository, pricing, network, service, job };
}
export type Remittance = ReturnType<typeof createRemittance>;

/**
 * The parts that price and move transfer orders without the calls, for the demo seed (seed/demo-remittance.ts) and
 * the bench: no notifier (they tell nobody) and the caller's clock.
 */
export function remittanceParts(db: Database, ledger: Ledger, rates: FxRateProvider, now: () => Date) {
  const repository = createRemittanceRepository(db);
  const pricing = createPricing({ rates, spreadPpm: FX_SPREAD_PPM_DEFAULT });
  const life = createOrderLife({ db, ledger, repository, pricing, notifier: null, now });
  return { repository, pricing, life };
}
