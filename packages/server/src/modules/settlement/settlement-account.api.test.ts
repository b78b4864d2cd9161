import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchantCurrencies } from '@mbo/db/schema';
import { serverForThisFile, type TestServer } from '../../../test/support/harness.ts';
import { addMember, createUser, memberWithRoles, signIn } from '../../../test/support/factories.ts';
import { latestCode, otherCode, smsRecipient } from '../../../test/support/outbox.ts';
import { payoutsKit, type PayoutsKit } from '../../../test/kits/payouts-test-kit.ts';
import { globalAccountNumber } from '../global-account/global-account.public.ts';
import { bankEffectiveDate } from './settlement-account.service.ts';
import { settlementAccountInForce } from './settlement-account-in-force.ts';
import { createSettlementAccountRepository } from './settlement-account.repository.ts';

const server: TestServer = serverForThisFile({ CODE_RESEND_MS: '1' });

type Member = { merchant: { id: number }; user: { id: number; phone: string | null }; token: string };

const BANK = { account_name: 'Harbour Noodle House', bsb_number: '062-000', account_number: '12345678' };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends a code to the member's phone and spends it: the verification token. */
async function verified(member: Member): Promise<string> {
  await pause(5); // the resend window (1 ms here)
  const sent = await server.call(
    'MonixService/SendVerificationCode',
    { merchant_id: member.merchant.id, account_type: 2 },
    { token: member.token },
  );
  expect(sent.body.success).toBe(true);
  const code = await latestCode(server.db, smsRecipient(member.user));
  const checked = await server.call(
    'MonixService/ValAndRemoveVerificationCode',
    { merchant_id: member.merchant.id, verification_code: code },
    { token: member.token },
  );
  expect(checked.body.success).toBe(true);
  return checked.body.verification_token;
}

const getAccount = (member: Member, currencyId = 1, language: 'en-US' | 'zh-CN' = 'en-US') =>
  server.call(
    'account/get_settlement_account',
    { merchant_id: member.merchant.id, currency_id: currencyId },
    { token: member.token, language },
  );

async function setBank(member: Member, token: string, bank: object = BANK, currencyId = 1) {
  const current = await getAccount(member, currencyId);
  return server.call(
    'Set_Australia_Disbursement_Bank',
    {
      merchant_id: member.merchant.id,
      currency_id: currencyId,
      account_id: current.body.account.latest_account_id,
      bank_detail: bank as typeof BANK,
      verification_token: token,
    },
    { token: member.token },
  );
}

async function setGlobal(member: Member, token: string, currencyId = 1) {
  const current = await getAccount(member, currencyId);
  return server.call(
    'Set_Settlement_Monix_Account',
    {
      merchant_id: member.merchant.id,
      account_id: current.body.account.latest_account_id,
      linked_monix_account_id:
        current.body.account.pending?.global_account?.id ??
        (
          await server.call(
            'Get_Settlement_Monix_Account',
            { merchant_id: member.merchant.id, currency_id: currencyId },
            { token: member.token },
          )
        ).body.account.id,
      verification_token: token,
    },
    { token: member.token },
  );
}

const rowsOf = async (merchantId: number) =>
  (await server.db.execute(sql`select id from settlement_accounts where merchant_id = ${merchantId}`)).rows.length;

/** 00:00 of a Sydney date as an instant, and the Sydney date of an instant. */
async function sydneyMidnight(date: string): Promise<Date> {
  const { rows } = await server.db.execute<{ at: string }>(
    sql`select (${date}::date)::timestamp at time zone 'Australia/Sydney' as at`,
  );
  return new Date(rows[0]!.at);
}
async function sydneyDate(at: Date): Promise<string> {
  const { rows } = await server.db.execute<{ d: string }>(
    sql`select to_char((${at.toISOString()}::timestamptz at time zone 'Australia/Sydney')::date, 'YYYY-MM-DD') as d`,
  );
  return rows[0]!.d;
}

/** A signed-in super admin of the kit's merchant. */
async function ownerOf(kit: PayoutsKit): Promise<Member> {
  const user = await createUser(server.db);
  await addMember(server.db, kit.merchant.id, user.id, [1]);
  return { merchant: kit.merchant, user, token: await signIn(server, user.email!) };
}

describe('reading the settlement account', () => {
  it('defaults to the global account: nickname, derived number, balance; the AUD always, USD when held', async () => {
    const member = await memberWithRoles(server, [1]);
    const english = await getAccount(member);
    expect(english.body.account).toMatchObject({
      currency_id: 1,
      currency: 'AUD',
      account_id: 0,
      settlement_type: 2,
      bank: null,
      effective_at: null,
      pending: null,
      latest_account_id: 0,
      global_account: {
        currency_id: 1,
        currency_number: 'AUD',
        nickname: 'AUD Global Account',
        number: globalAccountNumber(member.merchant.id, 1),
        available_funds: 0,
        total_balance: 0,
      },
    });
    expect((await getAccount(member, 1, 'zh-CN')).body.account.global_account!.nickname).toBe('AUD 全球账户');

    const usd = await getAccount(member, 2);
    expect(usd.status).toBe(400);
    expect(usd.body.msg).toBe('This merchant does not settle in that currency.');
    await server.db.insert(merchantCurrencies).values({ merchantId: member.merchant.id, currencyId: 2 });
    expect((await getAccount(member, 2)).body.account.global_account!.number).toBe(
      globalAccountNumber(member.merchant.id, 2),
    );

    const type = await server.call('Get_Settlement_Type', { merchant_id: member.merchant.id }, member);
    expect(type.body.settlement_type).toBe(2);
    const monix = await server.call('Get_Settlement_Monix_Account', { merchant_id: member.merchant.id }, member);
    expect(monix.body.account.id).toBe(english.body.account.global_account!.id);
    const all = await server.call(
      'Get_Settlement_Monix_Account_By_MerchantId',
      { merchant_id: member.merchant.id },
      member,
    );
    expect(all.body.accounts.map((a) => [a.currency_number, a.is_settlement_account])).toEqual([
      ['AUD', true],
      ['USD', true],
    ]);
    const list = await server.call(
      'Account/Get_Account_List',
      { merchant_id: member.merchant.id, currency_ids: [2], page_index: 1, page_size: 99 },
      member,
    );
    expect(list.body.page_data).toMatchObject({ total_count: 1, data: [{ currency_number: 'USD' }] });
    const tooBig = await server.call(
      'Account/Get_Account_List',
      { merchant_id: member.merchant.id, page_index: 1, page_size: 100 },
      member,
    );
    expect(tooBig.status).toBe(400);
  });

  it('is the super admin’s page only, and never another merchant’s', async () => {
    const finance = await memberWithRoles(server, [2]);
    expect((await getAccount(finance)).status).toBe(403);
    const a = await memberWithRoles(server, [1]);
    const b = await memberWithRoles(server, [1]);
    await setBank(b, await verified(b));
    const bRow = (await getAccount(b)).body.account.latest_account_id;
    const bGlobal = (await getAccount(b)).body.account.global_account!.id;
    expect(
      (await server.call('account/get_settlement_account', { merchant_id: b.merchant.id, currency_id: 1 }, a)).status,
    ).toBe(403);
    const foreign = await server.call(
      'Get_Australia_Disbursement_Bank',
      { merchant_id: a.merchant.id, account_id: bRow },
      a,
    );
    expect(foreign.status).toBe(404);
    const linked = await server.call(
      'Set_Settlement_Monix_Account',
      {
        merchant_id: a.merchant.id,
        account_id: 0,
        linked_monix_account_id: bGlobal,
        verification_token: await verified(a),
      },
      a,
    );
    expect(linked.status).toBe(400);
    expect(linked.body.msg).toBe("That is not one of this merchant's global accounts.");
    expect(await rowsOf(a.merchant.id)).toBe(0);
  });
});

describe('changing to a bank account', () => {
  it('sends a code to the signed-in user, spends it for a token, and records the account from its effective date', async () => {
    const member = await memberWithRoles(server, [1]);
    const sent = await server.call(
      'MonixService/SendVerificationCode',
      { merchant_id: member.merchant.id, account: member.user.phone!, account_type: 2 },
      member,
    );
    expect(sent.body.sent_to).toBe(`+61 ******${member.user.phone!.slice(-4)}`);
    const code = await latestCode(server.db, smsRecipient(member.user));

    const wrong = await server.call(
      'MonixService/ValAndRemoveVerificationCode',
      { merchant_id: member.merchant.id, verification_code: otherCode(code) },
      member,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('Verification code error, check and re-enter.');
    expect(await rowsOf(member.merchant.id)).toBe(0);

    const checked = await server.call(
      'MonixService/ValAndRemoveVerificationCode',
      { merchant_id: member.merchant.id, verification_code: code },
      member,
    );
    expect(checked.body.expires_in).toBe(300);
    const changed = await setBank(member, checked.body.verification_token);
    expect(changed.body.success).toBe(true);

    const today = await sydneyDate(new Date());
    const effective = `${bankEffectiveDate(today)} 00:00:00`;
    expect(changed.body.effective_at).toBe(effective);
    const account = changed.body.account;
    expect(account).toMatchObject({ settlement_type: 2, bank: null, account_id: 0 });
    expect(account.pending).toMatchObject({
      settlement_type: 1,
      effective_at: effective,
      bank: {
        account_name: 'Harbour Noodle House',
        bsb_number: '062000',
        account_number: '12345678',
        bank_name: 'Commonwealth Bank',
      },
      global_account: null,
    });
    expect(account.latest_account_id).toBe(account.pending!.account_id);

    const detail = await server.call(
      'Get_Australia_Disbursement_Bank',
      { merchant_id: member.merchant.id, account_id: account.latest_account_id },
      { token: member.token, language: 'zh-CN' },
    );
    expect(detail.body).toMatchObject({
      bank_detail: { bank_name: '澳大利亚联邦银行', bsb_number: '062000' },
      currency_id: 1,
      effective_at: effective,
    });

    // The spent code and the used token change nothing more.
    const again = await server.call(
      'MonixService/ValAndRemoveVerificationCode',
      { merchant_id: member.merchant.id, verification_code: code },
      member,
    );
    expect(again.status).toBe(400);
    const replay = await setBank(member, checked.body.verification_token, { ...BANK, account_number: '99999999' });
    expect(replay.status).toBe(400);
    expect(replay.body.msg).toBe('The verification has expired or was already used: send a new code.');
    expect(await rowsOf(member.merchant.id)).toBe(1);

    // The merchant's readers get a message; the security log gets the event.
    const { rows: messages } = await server.db.execute<{ title: string; content: string }>(
      sql`select title, content from messages where user_id = ${member.user.id}`,
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]!.title).toBe('Your AUD settlement account was changed');
    expect(messages[0]!.content).toContain('062-000');
    expect(messages[0]!.content).toContain('ending 5678');
    const log = await server.call(
      'merchant/get_security_log',
      { merchant_id: member.merchant.id, page_index: 1, page_size: 10 },
      member,
    );
    expect(log.body.page_data.data.map((event) => event.kind)).toContain('settlement_account_changed');
  });

  it('refuses bad input with a message naming the problem, changing nothing (the token stays good)', async () => {
    const member = await memberWithRoles(server, [1]);
    const token = await verified(member);
    const cases: [object, string][] = [
      [{ ...BANK, account_name: ' ' }, 'Enter the account name.'],
      [{ ...BANK, bsb_number: '06200' }, 'The BSB must be exactly 6 digits (000-000).'],
      [{ ...BANK, bsb_number: '0620001' }, 'The BSB must be exactly 6 digits (000-000).'],
      [{ ...BANK, bsb_number: '991-000' }, "No Australian bank uses this BSB's first two digits: check the BSB."],
      [
        { ...BANK, bsb_number: '061-000' },
        "This BSB's third digit is not an Australian state or territory: check the BSB.",
      ],
      [{ ...BANK, account_number: '1234' }, 'The account number must be 5 to 9 digits.'],
      [{ ...BANK, account_number: '1234567890' }, 'The account number must be 5 to 9 digits.'],
      [{ ...BANK, account_number: '12 345' }, 'The account number must be 5 to 9 digits.'],
    ];
    for (const [bank, message] of cases) {
      const refused = await setBank(member, token, bank);
      expect(refused.status, JSON.stringify(bank)).toBe(400);
      expect(refused.body.msg).toBe(message);
    }
    const noToken = await setBank(member, '');
    expect(noToken.body.msg).toBe('Verify the change with the code sent to your phone first.');
    const stale = await server.call(
      'Set_Australia_Disbursement_Bank',
      {
        merchant_id: member.merchant.id,
        currency_id: 1,
        account_id: 12345,
        bank_detail: BANK,
        verification_token: token,
      },
      member,
    );
    expect(stale.status).toBe(409);
    expect(await rowsOf(member.merchant.id)).toBe(0);

    // Edges accepted: 5 and 9 digits, a BSB typed with a dash.
    expect(
      (await setBank(member, token, { ...BANK, account_number: '12345', bsb_number: '733-000' })).body.success,
    ).toBe(true);
    expect((await setBank(member, await verified(member), { ...BANK, account_number: '123456789' })).body.success).toBe(
      true,
    );
  });

  it('binds the code to the merchant, the user and the purpose', async () => {
    const a = await memberWithRoles(server, [1]);
    // The same person is also the super admin of merchant B.
    const other = await memberWithRoles(server, [1]);
    await addMember(server.db, other.merchant.id, a.user.id, [1]);
    const asB = { ...a, merchant: other.merchant };

    await server.call('MonixService/SendVerificationCode', { merchant_id: a.merchant.id }, a);
    const codeForA = await latestCode(server.db, smsRecipient(a.user));
    const inB = await server.call(
      'MonixService/ValAndRemoveVerificationCode',
      { merchant_id: other.merchant.id, verification_code: codeForA },
      asB,
    );
    expect(inB.body.msg).toBe('Verification code error, check and re-enter.');

    // A code of another purpose (the API key's, to the same phone) does not approve a settlement account change.
    await pause(5);
    await server.call('merchant/send_rotate_secret_key_code', { merchant_id: a.merchant.id }, a);
    const keyCode = await latestCode(server.db, smsRecipient(a.user));
    const asKeyCode = await server.call(
      'MonixService/ValAndRemoveVerificationCode',
      { merchant_id: a.merchant.id, verification_code: keyCode },
      a,
    );
    expect(asKeyCode.body.msg).toBe('Verification code error, check and re-enter.');

    // A token is the merchant's and the user's it was issued to.
    const tokenOfA = await verified(a);
    const inOther = await setBank(asB, tokenOfA);
    expect(inOther.body.msg).toBe('The verification has expired or was already used: send a new code.');
    const colleague = await createUser(server.db);
    await addMember(server.db, a.merchant.id, colleague.id, [1]);
    const asColleague = { merchant: a.merchant, user: colleague, token: await signIn(server, colleague.email!) };
    expect((await setBank(asColleague, tokenOfA)).status).toBe(400);

    // The code goes to the user's own phone only.
    const elsewhere = await server.call(
      'MonixService/SendVerificationCode',
      { merchant_id: a.merchant.id, account: '0499999999', account_type: 2 },
      a,
    );
    expect(elsewhere.body.msg).toBe('The code can only be sent to your own phone.');
    const email = await server.call(
      'MonixService/SendVerificationCode',
      { merchant_id: a.merchant.id, account_type: 1 as 2 },
      a,
    );
    expect(email.status).toBe(400);
    expect(await rowsOf(a.merchant.id)).toBe(0);
    expect(await rowsOf(other.merchant.id)).toBe(0);
    expect((await setBank(a, tokenOfA)).body.success).toBe(true);
  });
});

describe('one code, one change', () => {
  it('two changes sent at once with one token: one is made, the other refused', async () => {
    const member = await memberWithRoles(server, [1]);
    const token = await verified(member);
    const results = await Promise.all([
      setBank(member, token),
      setBank(member, token, { ...BANK, account_number: '87654321' }),
    ]);
    expect(results.map((result) => result.body.success).sort()).toEqual([false, true]);
    expect(await rowsOf(member.merchant.id)).toBe(1);
  });

  it('a bank account is in force from 00:00 Sydney time of its date, in and out of daylight saving', async () => {
    const repository = createSettlementAccountRepository(server.db);
    // Christmas Eve 2026 (Thursday): Christmas, the weekend and Boxing Day observed pass; Tuesday 29th is the working
    // day; in force from Wednesday 30th 00:00 AEDT (UTC+11).
    expect((await repository.localMidnight(bankEffectiveDate('2026-12-24'), 'Australia/Sydney')).toISOString()).toBe(
      '2026-12-29T13:00:00.000Z',
    );
    // Thursday 2 July 2026: Friday is the working day; Saturday 00:00 AEST (UTC+10).
    expect((await repository.localMidnight(bankEffectiveDate('2026-07-02'), 'Australia/Sydney')).toISOString()).toBe(
      '2026-07-03T14:00:00.000Z',
    );
    // Perth keeps no daylight saving (UTC+8).
    expect((await repository.localMidnight(bankEffectiveDate('2026-12-24'), 'Australia/Perth')).toISOString()).toBe(
      '2026-12-29T16:00:00.000Z',
    );
  });
});

describe('changing to the global account', () => {
  it('is in force at once, and supersedes a bank account still pending', async () => {
    const member = await memberWithRoles(server, [1]);
    const bank = await setBank(member, await verified(member));
    const bankRow = bank.body.account.latest_account_id;
    const changed = await setGlobal(member, await verified(member));
    expect(changed.body.success).toBe(true);
    expect(changed.body.account).toMatchObject({ settlement_type: 2, pending: null, bank: null });
    expect(changed.body.account.account_id).toBeGreaterThan(bankRow);
    // After the bank account's effective date, the global account is still in force.
    const later = await sydneyMidnight(bankEffectiveDate(await sydneyDate(new Date())));
    const inForce = await settlementAccountInForce(
      server.db,
      member.merchant.id,
      1,
      new Date(later.getTime() + 86_400_000),
    );
    expect(inForce?.type).toBe(2);
  });
});

describe('settlement to the account in force', () => {
  it('a bank change made today does not pay tonight’s clearing, but the one after its effective date (0.55 fee)', async () => {
    const kit = await payoutsKit(server.db, { hasBank: false });
    const owner = await ownerOf(kit);
    const now = new Date();
    const today = await sydneyDate(now);
    await setBank(owner, await verified(owner));
    const bankRow = (await getAccount(owner)).body.account.latest_account_id;

    await kit.pay(10_000, new Date(now.getTime() - 60_000).toISOString());
    const tomorrow = await sydneyMidnight(await nextDate(today));
    await kit.runner.runDue(new Date(tomorrow.getTime() + 5 * 60_000), kit.scope);
    const tonight = await clearingOf(kit.merchant.id, today);
    expect(tonight).toMatchObject({ method: 'global', settle_fee_minor: 0, settlement_account_id: null });

    const effective = await sydneyMidnight(bankEffectiveDate(today));
    const lastDay = await sydneyDate(new Date(effective.getTime() - 3_600_000));
    await kit.pay(10_000, new Date(effective.getTime() - 12 * 3_600_000).toISOString());
    await kit.runner.runDue(new Date(effective.getTime() + 5 * 60_000), kit.scope);
    const after = await clearingOf(kit.merchant.id, lastDay);
    expect(after).toMatchObject({ method: 'bank', settle_fee_minor: 55, settlement_account_id: bankRow });
  });

  it('a change after clearing leaves that payout where it was; the next one is free and credits the global account', async () => {
    const kit = await payoutsKit(server.db, { hasBank: true });
    const owner = await ownerOf(kit);
    const now = new Date();
    const today = await sydneyDate(now);
    const threeDaysAgo = await sydneyMidnight(await nextDate(today, -3));
    await kit.pay(10_000, new Date(threeDaysAgo.getTime() + 12 * 3_600_000).toISOString());
    await kit.runner.settleDay(kit.merchant.id, 1, await nextDate(today, -3), now);
    const first = await clearingOf(kit.merchant.id, await nextDate(today, -3));
    expect(first).toMatchObject({ method: 'bank', settle_fee_minor: 55 });

    await setGlobal(owner, await verified(owner));
    await kit.runner.payOut(first!.id, today);
    expect(await kit.balance('global')).toBe(0);
    const detail = await payoutDetail(owner, first!.id);
    expect(detail.body.settlement.disburse_fee_amount).toBe(0.55);
    expect(detail.body.settlement_account).toEqual({
      settlement_type: 1,
      bank_name: 'Commonwealth Bank',
      bsb_number: '062000',
      account_name: kit.merchant.name,
      account_number: '****5678',
      global_account_number: '',
    });

    // A day cleared after the change: to the global account, free, credited in the ledger.
    const yesterday = await sydneyMidnight(await nextDate(today, -1));
    await kit.pay(10_000, new Date(yesterday.getTime() + 12 * 3_600_000).toISOString());
    await kit.runner.settleDay(kit.merchant.id, 1, await nextDate(today, -1), new Date());
    const second = await clearingOf(kit.merchant.id, await nextDate(today, -1));
    expect(second).toMatchObject({ method: 'global', settle_fee_minor: 0 });
    await kit.runner.payOut(second!.id, today);
    expect(-(await kit.balance('global'))).toBe(second!.settle_minor);
    const account = await getAccount(owner);
    expect(account.body.account.global_account!.available_funds).toBe(second!.settle_minor / 100);
    const secondDetail = await payoutDetail(owner, second!.id);
    expect(secondDetail.body.settlement.disburse_fee_amount).toBe(0);
    expect(secondDetail.body.settlement_account).toMatchObject({
      settlement_type: 2,
      global_account_number: globalAccountNumber(kit.merchant.id, 1),
    });
  });
});

const payoutDetail = (member: Member, clearingId: number) =>
  server.call(
    'clearing_detail',
    { merchant_id: member.merchant.id, clearing_id: clearingId, page_index: 1, page_size: 10, sort_type: 2 },
    member,
  );

async function nextDate(date: string, days = 1): Promise<string> {
  const { rows } = await server.db.execute<{ d: string }>(
    sql`select to_char(${date}::date + ${days}::int, 'YYYY-MM-DD') as d`,
  );
  return rows[0]!.d;
}

async function clearingOf(merchantId: number, financeDate: string) {
  const { rows } = await server.db.execute<{
    id: number;
    method: string;
    settle_fee_minor: number;
    settle_minor: number;
    settlement_account_id: number | null;
  }>(
    sql`select id, method, settle_fee_minor, settle_minor, settlement_account_id from settlements
        where merchant_id = ${merchantId} and finance_date = ${financeDate}::date`,
  );
  const row = rows[0];
  return row
    ? {
        ...row,
        id: Number(row.id),
        settle_fee_minor: Number(row.settle_fee_minor),
        settle_minor: Number(row.settle_minor),
        settlement_account_id: row.settlement_account_id === null ? null : Number(row.settlement_account_id),
      }
    : undefined;
}
