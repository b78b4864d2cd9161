/**
 * Resellers for tests (issue 15): a reseller (level 1) or a sub-reseller (level 2) with base rates, and a member of
 * it signed in. Written straight to the database: the console's and the reseller's own creation calls are tested
 * through the API in their own files.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '@mbo/db/client';
import { resellerBaseRates, resellerMembers, resellers } from '@mbo/db/schema-resellers';
import { rateToPpm } from '@mbo/contracts/money';
import type { RateRule } from '@mbo/contracts/resellers/rate-rules';
import { createUser, signIn } from '../support/factories.ts';
import type { TestServer } from '../support/harness.ts';

/** Base rates a test reseller starts with: WeChat Pay and Alipay in store at T+1 and T+0, card online at T+1. */
export const TEST_BASE_RATES: readonly RateRule[] = [
  { payment_channel_id: 1, disburse_period_days: 1, rate: 0.012, flat_fee: 0 },
  { payment_channel_id: 1, disburse_period_days: 0, rate: 0.015, flat_fee: 0 },
  { payment_channel_id: 2, disburse_period_days: 1, rate: 0.012, flat_fee: 0 },
  { payment_channel_id: 2, disburse_period_days: 0, rate: 0.015, flat_fee: 0 },
  { payment_channel_id: 10, disburse_period_days: 1, rate: 0.018, flat_fee: 20 },
];

export async function setBaseRates(db: Database, resellerId: number, rules: readonly RateRule[]): Promise<void> {
  if (rules.length === 0) return;
  await db.insert(resellerBaseRates).values(
    rules.map((rule) => ({
      resellerId,
      paymentChannelId: rule.payment_channel_id,
      disbursePeriodDays: rule.disburse_period_days,
      ratePpm: rateToPpm(rule.rate)!,
      flatFeeMinor: rule.flat_fee,
    })),
  );
}

/** A reseller (no parent) or a sub-reseller of `parentId`, with base rates (TEST_BASE_RATES unless given). */
export async function createReseller(
  db: Database,
  options: { parentId?: number; name?: string; baseRates?: readonly RateRule[] } = {},
) {
  const creator = await createUser(db);
  const id = randomBytes(3).toString('hex');
  const [row] = await db
    .insert(resellers)
    .values({
      level: options.parentId === undefined ? 1 : 2,
      parentId: options.parentId ?? null,
      name: options.name ?? `Test Reseller ${id} Pty Ltd`,
      businessNumber: '51824753556',
      email: `reseller-${id}@example.test`,
      createdBy: creator.id,
    })
    .returning();
  await setBaseRates(db, row!.id, options.baseRates ?? TEST_BASE_RATES);
  return row!;
}

/** A new user (with `overrides`, e.g. a language) made a member of the reseller, signed in. */
export async function signedInResellerMember(
  server: TestServer,
  resellerId: number,
  overrides: Parameters<typeof createUser>[1] = {},
) {
  const user = await createUser(server.db, overrides);
  await server.db.insert(resellerMembers).values({ userId: user.id, resellerId });
  return { user, token: await signIn(server, user.email!) };
}
