import { describe, expect, it } from 'vitest';
import { translate } from '@mbo/contracts/i18n';
import type { RateRule } from '@mbo/contracts/resellers/rate-rules';
import { createReseller, signedInResellerMember, TEST_BASE_RATES } from '../../../test/kits/reseller-test-kit.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';

const server = serverForThisFile();

let serial = 0;
const as = (token: string, language: 'en-US' | 'zh-CN' = 'en-US') => ({ token, language });
/** TEST_BASE_RATES with WeChat Pay T+1 (floor 1.20 %) at `rate`. */
const ratesWith = (rate: number): RateRule[] =>
  TEST_BASE_RATES.map((entry, index) => (index === 0 ? { ...entry, rate } : { ...entry }));
const newSub = (rates: readonly RateRule[]) => ({
  name: `Bayside Sub ${(serial += 1)} Pty Ltd`,
  business_number: '51824753556',
  email: 'office@bayside.example.test',
  member_email: `sub-member-${Date.now()}-${serial}@example.test`,
  member_name: 'Sam Lee',
  language: 'en',
  base_rates: rates,
});

describe('sub-resellers', () => {
  it('a reseller creates one with base rates at its floors; the sub-reseller’s member gets its workspace', async () => {
    const reseller = await createReseller(server.db);
    const { token } = await signedInResellerMember(server, reseller.id);
    const body = newSub(ratesWith(0.012));
    const created = await server.call('reseller/create_sub_reseller', body as never, as(token));
    expect(created.status).toBe(200);
    expect(created.body.member.is_new_user).toBe(true);

    const list = await server.call('reseller/sub_resellers', {}, as(token));
    expect(list.body.data).toEqual([
      expect.objectContaining({
        id: created.body.id,
        level: 2,
        name: body.name,
        base_rates: expect.arrayContaining(ratesWith(0.012)),
      }),
    ]);
    const sub = await server.call('GetMechantFeeRateRules', { reseller_id: created.body.id }, as(token));
    expect(sub.body.data).toHaveLength(TEST_BASE_RATES.length);
    expect(sub.body.data).toEqual(expect.arrayContaining(ratesWith(0.012)));
  });

  it('refuses a rate just under the floor, naming channel and floor, and creates nothing', async () => {
    const reseller = await createReseller(server.db);
    const { token } = await signedInResellerMember(server, reseller.id);
    const under = await server.call(
      'reseller/create_sub_reseller',
      newSub(ratesWith(0.0119)) as never,
      as(token, 'zh-CN'),
    );
    expect(under.status).toBe(400);
    expect(under.body.msg).toBe(
      translate('zh_CN', 'resellers.rate_below_floor', { channel: '微信支付', period: 'T+1', floor: '1.20' }),
    );
    expect((await server.call('reseller/sub_resellers', {}, as(token))).body.data).toEqual([]);
  });

  it('refuses the same channel twice, a channel without a floor, and no rates at all', async () => {
    const reseller = await createReseller(server.db);
    const { token } = await signedInResellerMember(server, reseller.id);
    const create = (rates: RateRule[]) =>
      server.call('reseller/create_sub_reseller', newSub(rates) as never, as(token));

    const twice = await create([...ratesWith(0.013), { ...TEST_BASE_RATES[0]!, rate: 0.014 }]);
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toBe(translate('en', 'resellers.channel_twice', { channel: 'WeChat Pay', period: 'T+1' }));
    const unknown = await create([{ payment_channel_id: 5, disburse_period_days: 1, rate: 0.02, flat_fee: 0 }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toContain('T+1');
    const none = await create([]);
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe(translate('en', 'resellers_console.rates_required'));
  });

  it('a sub-reseller cannot create sub-resellers; a reseller never sees another’s', async () => {
    const reseller = await createReseller(server.db);
    const other = await createReseller(server.db);
    const othersSub = await createReseller(server.db, { parentId: other.id });
    const sub = await createReseller(server.db, { parentId: reseller.id });
    const subMember = await signedInResellerMember(server, sub.id);
    const refused = await server.call(
      'reseller/create_sub_reseller',
      newSub(ratesWith(0.013)) as never,
      as(subMember.token),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(translate('en', 'resellers.level_one_only'));
    expect((await server.call('reseller/sub_resellers', {}, as(subMember.token))).status).toBe(403);

    const { token } = await signedInResellerMember(server, reseller.id);
    const list = await server.call('reseller/sub_resellers', {}, as(token));
    expect(list.body.data.map((row) => row.id)).toEqual([sub.id]);
    const peek = await server.call('GetMechantFeeRateRules', { reseller_id: othersSub.id }, as(token));
    expect(peek.status).toBe(404);
  });
});
