/**
 * The demo merchant's international transfers (issue 14 §4), so the history and its statuses show on a fresh demo:
 * a CNY payment to its Shenzhen supplier (the first remittance, free), a USD payment by SWIFT (Advanced, with its
 * fee) and a EUR payment by SEPA, delivered; and an unpaid CNY order, which closes by itself when its payment window
 * ends. Nothing is left with the payout network and the seed tells nobody, so the demo's unread messages do not
 * change while it runs. Priced at the sandbox rates of the moment; idempotent by the orders' keys.
 */
import { and, eq, sql } from 'drizzle-orm';
import { ROLE } from '@mbo/contracts/access';
import { FX_FIXED_SIDE } from '@mbo/contracts/calls/fx';
import { REMITTANCE_PAYMENT_WINDOW_MS_DEFAULT } from '@mbo/contracts/calls/remittance';
import { TRANSFER_SPEED } from '@mbo/contracts/remittance/fees';
import type { Database } from '@mbo/db/client';
import { merchants } from '@mbo/db/schema';
import { recipients } from '@mbo/db/schema-remittance';
import { createLedger } from '../money/money.public.ts';
import { deploymentFxRates } from '../modules/fx/fx.public.ts';
import { topUpGlobalAccount } from '../modules/global-account/global-account.public.ts';
import { remittanceParts } from '../modules/remittance/remittance.public.ts';
import { DEMO_HISTORY_MERCHANT_NUMBER } from './demo-history.ts';

const AUD = 1;

interface DemoOrder {
  key: string;
  recipient: string;
  fixed: 'send' | 'receive';
  amountMinor: number;
  speed: 1 | 2;
  reason: number;
  reference: string;
  /** paid and delivered, or waiting for payment. */
  end: 'delivered' | 'unpaid';
}

const ORDERS: DemoOrder[] = [
  {
    key: 'demo-remit-1',
    recipient: '深圳市华南食品有限公司',
    fixed: 'send',
    amountMinor: 2_000_00,
    speed: 1,
    reason: 8,
    reference: 'PO 2026 118',
    end: 'delivered',
  },
  {
    key: 'demo-remit-2',
    recipient: 'Pacific Rim Packaging Co',
    fixed: 'receive',
    amountMinor: 1_250_00,
    speed: 2,
    reason: 7,
    reference: 'Invoice PR 5531',
    end: 'delivered',
  },
  {
    key: 'demo-remit-3',
    recipient: 'Anna Schmidt',
    fixed: 'send',
    amountMinor: 800_00,
    speed: 1,
    reason: 5,
    reference: 'Espresso machine',
    end: 'delivered',
  },
  {
    key: 'demo-remit-4',
    recipient: '伟 张',
    fixed: 'send',
    amountMinor: 500_00,
    speed: 1,
    reason: 6,
    reference: 'November wages',
    end: 'unpaid',
  },
];

export async function seedDemoRemittances(db: Database, now = new Date()): Promise<void> {
  const merchant = await db.query.merchants.findFirst({
    where: eq(merchants.number, DEMO_HISTORY_MERCHANT_NUMBER),
  });
  if (!merchant) return;
  const { rows: owners } = await db.execute<{ user_id: number }>(
    sql`select user_id from employee_roles where merchant_id = ${merchant.id} and role_type = ${ROLE.superAdmin} order by user_id limit 1`,
  );
  const ownerId = owners[0]?.user_id ?? null;
  const ledger = createLedger(db);
  const { repository, pricing, life } = remittanceParts(
    db,
    ledger,
    deploymentFxRates({ sandboxChannels: true, fxSandboxSeed: 1 }),
    () => now,
  );
  // The money for these transfers was topped up by bank transfer (the AUD balance otherwise pays refunds).
  await topUpGlobalAccount(db, ledger, {
    merchantId: merchant.id,
    currencyId: AUD,
    amountMinor: 6_000_00,
    reference: 'DEMO-REMITTANCE-FUNDS',
  });
  for (const demo of ORDERS) {
    if (await repository.byKey(db, merchant.id, demo.key)) continue;
    const [recipient] = await db
      .select()
      .from(recipients)
      .where(and(eq(recipients.merchantId, merchant.id), eq(recipients.name, demo.recipient)));
    if (!recipient) continue;
    const terms = await pricing.price(
      {
        recipient,
        sendCurrencyId: AUD,
        ...(demo.fixed === 'send' ? { sendMinor: demo.amountMinor } : { receiveMinor: demo.amountMinor }),
        speed: demo.speed === 1 ? TRANSFER_SPEED.fast : TRANSFER_SPEED.advanced,
        firstIsFree: demo.key === 'demo-remit-1',
      },
      now,
    );
    const order = await db.transaction((tx) =>
      repository.insert(tx, {
        merchantId: merchant.id,
        idempotencyKey: demo.key,
        createdByUserId: ownerId,
        recipientId: recipient.id,
        recipientKind: recipient.kind,
        recipientMerchantId: null,
        paymentNetwork: recipient.paymentNetwork,
        ...terms,
        fixedSide: demo.fixed === 'send' ? FX_FIXED_SIDE.sell : FX_FIXED_SIDE.buy,
        quoteId: null,
        priceExpiresAt: null,
        reason: demo.reason,
        notifyEmail: 'owner@demo.test',
        reference: demo.reference,
        payBy: new Date(now.getTime() + REMITTANCE_PAYMENT_WINDOW_MS_DEFAULT),
      }),
    );
    if (!order || demo.end === 'unpaid') continue;
    await life.payFromBalance(merchant.id, order.id);
    await life.complete(order.id, `DEMO-${order.number}`);
  }
}
