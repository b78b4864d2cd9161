/** The remittance area's test helpers. */
import { createLedger } from '../../src/money/money.public.ts';
import { deploymentFxRates } from '../../src/modules/fx/fx.public.ts';
import { createOrderLife } from '../../src/modules/remittance/order-life.ts';
import { createSandboxPayoutNetwork } from '../../src/modules/remittance/payout-network.ts';
import { createPricing } from '../../src/modules/remittance/pricing.ts';
import { runRemittancePass } from '../../src/modules/remittance/remittance.job.ts';
import { createRemittanceRepository } from '../../src/modules/remittance/remittance.repository.ts';
import type { TestServer } from '../support/harness.ts';
import { notifierOf } from '../support/outbox.ts';

/** The order life over a test server's database (the steps the calls, the console and the job use). */
export function remittanceLife(server: TestServer, now = () => new Date()) {
  const repository = createRemittanceRepository(server.db);
  const life = createOrderLife({
    db: server.db,
    ledger: createLedger(server.db),
    repository,
    pricing: createPricing({ rates: deploymentFxRates(server.config), spreadPpm: server.config.fxSpreadPpm }),
    notifier: notifierOf.get(server.db)!,
    now,
  });
  return { repository, life };
}

/** The remittance job's pass on a test server's database, the sandbox payout network answering at once. */
export function remittancePass(server: TestServer, now = () => new Date()) {
  const { repository, life } = remittanceLife(server, now);
  return runRemittancePass({
    db: server.db,
    repository,
    life,
    network: createSandboxPayoutNetwork(0),
    intervalMs: 0,
    now,
  });
}
