/**
 * The demo accounts of the README, signed in through the API: each lands on the merchants and roles the issue
 * lists, so the session-start sequence of the web (tokenLogin, ChooseMerchantRequest ...) has what it needs.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccount, type DemoAccount } from '@mbo/db/seed/demo-accounts';
import { seedDemoIfEmpty } from '@mbo/db/seed/demo';
import { stores } from '@mbo/db/schema';
import { signIn } from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { hashPassword } from '../auth/auth.public.ts';

interface MerchantSummary {
  id: number;
  name: string;
  is_verify: boolean;
  is_delete: boolean;
}

const server = serverForThisFile();
beforeAll(async () => {
  expect(await seedDemoIfEmpty(server.db, hashPassword)).toBe(true);
});

/** Signs a demo account in with the demo password and starts its session as the web does. */
async function start(key: DemoAccount['key']) {
  const token = await signIn(server, demoAccount(key).email, DEMO_PASSWORD);
  const me = await server.call('tokenLogin', {}, { token });
  const merchants = (me.body.data as { merchants: MerchantSummary[] }).merchants;
  const first = merchants[0];
  const chosen = first ? await server.call('ChooseMerchantRequest', { merchantid: first.id }, { token }) : undefined;
  return { token, merchants, chosen: chosen?.body };
}

describe('demo sign-ins', () => {
  it('owner: super admin of Harbour Noodle House (first) and Golden Wattle Trading', async () => {
    const { token, merchants, chosen } = await start('owner');
    expect(merchants.map((merchant) => [merchant.name, merchant.is_verify])).toEqual([
      ['Harbour Noodle House Pty Ltd', true],
      ['Golden Wattle Trading Pty Ltd', true],
    ]);
    expect(chosen).toMatchObject({
      employee: { roles: [{ type: 1, is_delete: false }], branch_id: null },
      merchant: { is_verify: true, is_opened_credit: true, is_fast_settle: false },
    });
    const [harbour, wattle] = merchants as [MerchantSummary, MerchantSummary];
    const currencies = await server.call('getCurrencyList', { merchant_id: harbour.id }, { token });
    expect(currencies.body.payout_currency_ids).toEqual([1, 2]);
    const channels = await server.call('PaymentChannel', { merchant_id: harbour.id }, { token });
    expect(channels.body.payment_channels.map((channel) => channel.id)).toEqual([1, 2, 3, 5, 7, 9, 10]);
    const agreement = (id: number) =>
      server.call('GetNearMerchantAgreement', { MerchantId: id, CategoryId: 10001 }, { token });
    expect((await agreement(harbour.id)).body).toMatchObject({ data: { IsUpdate: true } });
    expect((await agreement(wattle.id)).body).toMatchObject({ data: { IsUpdate: false } });
    expect((await server.call('get_unread_message_count', {}, { token })).body.count).toBe(2);
    const wattleChosen = await server.call('ChooseMerchantRequest', { merchantid: wattle.id }, { token });
    expect(wattleChosen.body).toMatchObject({
      employee: { roles: [{ type: 1 }] },
      merchant: { is_opened_credit: false },
    });
  });

  it.each([
    ['finance', 2],
    ['admin', 4],
    ['exchange', 5],
  ] as const)('%s: role %i of Harbour Noodle House only', async (key, role) => {
    const { merchants, chosen } = await start(key);
    expect(merchants.map((merchant) => merchant.name)).toEqual(['Harbour Noodle House Pty Ltd']);
    expect(chosen).toMatchObject({ employee: { roles: [{ type: role, is_delete: false }], branch_id: null } });
  });

  it('cashier: role 3 of Harbour Noodle House, tied to its first store', async () => {
    const { chosen } = await start('cashier');
    const branchId = (chosen as unknown as { employee: { branch_id: number | null } }).employee.branch_id;
    expect(chosen).toMatchObject({ employee: { roles: [{ type: 3, is_delete: false }] } });
    const store = await server.db.query.stores.findFirst({ where: eq(stores.id, branchId ?? 0) });
    expect(store).toMatchObject({ number: 'S1001', shortName: 'Circular Quay' });
  });

  it('pending: owner of the unverified Blue Gum Cafe, identity verified', async () => {
    const { token, merchants, chosen } = await start('pending');
    expect(merchants.map((merchant) => [merchant.name, merchant.is_verify])).toEqual([
      ['Blue Gum Cafe Pty Ltd', false],
    ]);
    expect(chosen).toMatchObject({ employee: { roles: [{ type: 1 }] }, merchant: { is_verify: false } });
    expect((await server.call('get_person_info', {}, { token })).body).toMatchObject({ person: { verify_status: 1 } });
  });

  it('new: no merchant and no identity record', async () => {
    const { token, merchants } = await start('new');
    expect(merchants).toEqual([]);
    expect((await server.call('get_person_info', {}, { token })).body).toMatchObject({ success: true, person: null });
  });

  it('signs in by phone under +61 as well', async () => {
    const result = await server.call('login', {
      AccountType: 2,
      CountryCode: '+61',
      Account: demoAccount('finance').phone,
      Password: DEMO_PASSWORD,
    });
    expect(result.body.success).toBe(true);
  });
});
