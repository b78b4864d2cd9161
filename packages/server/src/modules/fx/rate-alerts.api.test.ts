/**
 * Rate alerts (`rateRemid`, issue 14 §2): a user sets a pair, a target and a direction, lists and deletes them; the
 * job fires a reached alert once — a product message and an e-mail in the user's language — and leaves the others
 * watching. The targets are set around the sandbox's rate now, which moves less than 1 % from its centre.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, users } from '@mbo/db/schema';
import { memberWithRoles } from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { emailRecipient, outboxOf } from '../../../test/support/outbox.ts';

const server = serverForThisFile();
const AUD = 1;
const CNY = 3;
const JPY = 11;

async function member(roles: number[], language = 'en') {
  const found = await memberWithRoles(server, roles);
  await server.db.update(users).set({ language }).where(eq(users.id, found.user.id));
  const call = <N extends 'fx/GetRates' | 'fx/AddRateAlert' | 'fx/GetRateAlerts' | 'fx/DeleteRateAlert'>(
    name: N,
    body: Record<string, unknown>,
    language: 'en-US' | 'zh-CN' = 'en-US',
  ) => server.call(name, { merchant_id: found.merchant.id, ...body }, { token: found.token, language });
  const midRate = async (sell: number, buy: number) =>
    (await call('fx/GetRates', { sell_currency_id: sell })).body.data.find((rate) => rate.buy_currency_id === buy)!
      .mid_rate;
  return { ...found, call, midRate };
}

describe('rate alerts', () => {
  it('are set, listed with the rate now, and deleted by their user only', async () => {
    const me = await member([5]);
    const other = await member([1]);
    const added = await me.call('fx/AddRateAlert', {
      sell_currency_id: AUD,
      buy_currency_id: CNY,
      target_rate: '4.9',
      direction: 1,
    });
    expect(added.body.success).toBe(true);
    expect(added.body.alert).toMatchObject({ target_rate: 4.9, direction: 1, status: 1, fired_at: null });
    expect(added.body.alert.current_rate).toBeGreaterThan(4);
    const listed = await me.call('fx/GetRateAlerts', {});
    expect(listed.body.data.map((alert) => alert.id)).toEqual([added.body.alert.id]);
    expect((await other.call('fx/GetRateAlerts', {})).body.data).toEqual([]);
    const stolen = await other.call('fx/DeleteRateAlert', { id: added.body.alert.id });
    expect(stolen.status).toBe(404);
    expect((await me.call('fx/DeleteRateAlert', { id: added.body.alert.id })).body.success).toBe(true);
    expect((await me.call('fx/GetRateAlerts', {})).body.data).toEqual([]);
  });

  it('refuse bad input in the caller’s language', async () => {
    const me = await member([1]);
    const same = await me.call(
      'fx/AddRateAlert',
      { sell_currency_id: AUD, buy_currency_id: AUD, target_rate: 1, direction: 1 },
      'zh-CN',
    );
    expect(same.body.msg).toBe('请选择两种不同的币种。');
    const zero = await me.call('fx/AddRateAlert', {
      sell_currency_id: AUD,
      buy_currency_id: CNY,
      target_rate: '0',
      direction: 2,
    });
    expect(zero.body.msg).toBe('Please enter a target rate above 0.');
    const roleTwo = await member([2]);
    expect((await roleTwo.call('fx/GetRateAlerts', {})).status).toBe(403);
  });

  it('fire once when the rate reaches the target: a message and an e-mail in the user’s language', async () => {
    const english = await member([1]);
    const chinese = await member([5], 'zh_CN');
    const audCny = await english.midRate(AUD, CNY);
    const audJpy = await chinese.midRate(AUD, JPY);
    const reached = await english.call('fx/AddRateAlert', {
      sell_currency_id: AUD,
      buy_currency_id: CNY,
      target_rate: (audCny * 0.99).toFixed(4),
      direction: 1,
    });
    const far = await english.call('fx/AddRateAlert', {
      sell_currency_id: AUD,
      buy_currency_id: CNY,
      target_rate: (audCny * 1.05).toFixed(4),
      direction: 1,
    });
    await chinese.call('fx/AddRateAlert', {
      sell_currency_id: AUD,
      buy_currency_id: JPY,
      target_rate: (audJpy * 1.01).toFixed(2),
      direction: 2,
    });

    expect(await server.jobs.runOnce('fx-rate-alerts')).toBe(true);
    expect(await server.jobs.runOnce('fx-rate-alerts')).toBe(true);

    const listed = (await english.call('fx/GetRateAlerts', {})).body.data;
    expect(listed.find((alert) => alert.id === reached.body.alert.id)).toMatchObject({ status: 2 });
    expect(listed.find((alert) => alert.id === reached.body.alert.id)!.fired_rate).toBeGreaterThanOrEqual(
      audCny * 0.99,
    );
    expect(listed.find((alert) => alert.id === far.body.alert.id)).toMatchObject({ status: 1, fired_at: null });

    const englishMessages = await server.db.select().from(messages).where(eq(messages.userId, english.user.id));
    expect(englishMessages).toHaveLength(1);
    expect(englishMessages[0]!.title).toMatch(/^Rate alert: AUD\/CNY reached /);
    const englishMail = await outboxOf(server.db, emailRecipient(english.user));
    expect(englishMail).toHaveLength(1);
    expect(englishMail[0]!.body).toContain('The AUD to CNY exchange rate is');

    const chineseMessages = await server.db.select().from(messages).where(eq(messages.userId, chinese.user.id));
    expect(chineseMessages).toHaveLength(1);
    expect(chineseMessages[0]!.title).toMatch(/^汇率提醒：AUD\/JPY 已达到/);
    const chineseMail = await outboxOf(server.db, emailRecipient(chinese.user));
    expect(chineseMail).toHaveLength(1);
    expect(chineseMail[0]!.subject).toMatch(/^汇率提醒/);
  });
});
