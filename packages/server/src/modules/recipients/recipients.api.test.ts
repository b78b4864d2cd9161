/** Recipients (issue 14 §3): every rule of the calls — fields and bank checks, the code, the bank's verification, list, edit, delete, access. */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, verificationCodes } from '@mbo/db/schema';
import { recipients } from '@mbo/db/schema-remittance';
import { createUser, memberWithRoles } from '../../../test/support/factories.ts';
import { serverForThisFile, type TestServer } from '../../../test/support/harness.ts';
import { emailRecipient, latestCode, smsRecipient } from '../../../test/support/outbox.ts';

const server: TestServer = serverForThisFile();
type Member = Awaited<ReturnType<typeof memberWithRoles>>;
const as = (member: Member, language?: 'zh-CN') => ({ token: member.token, language });
const owner = () => memberWithRoles(server, [1]);

/** A CNY bank card of a person, as the form sends it (card 16 digits, Luhn-valid). */
const CNY_CARD = {
  type: 1,
  kind: 2,
  currency_id: 3,
  payment_network: 1,
  first_name: '伟',
  last_name: '张',
  bank_name: '中国工商银行',
  branch_province: '广东',
  branch_city: '深圳',
  account_number: '6217 0000 1000 1234',
  country: 'cn',
};
/** An AUD account of a business (BSB 062-000, Commonwealth Bank NSW). */
const AUD_LOCAL = {
  type: 2,
  kind: 2,
  currency_id: 1,
  payment_network: 1,
  company_name: 'Harbour Fish Supply Pty Ltd',
  bsb: '062-000',
  account_number: '12345678',
  country: 'AU',
};
const EUR_SEPA = {
  type: 1,
  kind: 2,
  currency_id: 4,
  payment_network: 4,
  first_name: 'Anna',
  last_name: 'Schmidt',
  account_number: 'DE89 3704 0044 0532 0130 00',
  country: 'DE',
};
const USD_SWIFT = {
  type: 2,
  kind: 2,
  currency_id: 2,
  payment_network: 2,
  company_name: 'Pacific Traders Inc',
  bic: 'BOFAUS3N',
  account_number: '4820013377',
  country: 'US',
  city: 'San Francisco',
  street: '1 Market St',
  post_code: '94105',
};

async function sendCode(member: Member, id?: number) {
  const result = await server.call(
    'Recipient/SendVerificationCode',
    { merchant_id: member.merchant.id, id },
    as(member),
  );
  expect(result.status, result.body.msg).toBe(200);
  return latestCode(server.db, smsRecipient(member.user));
}

/** One code a minute per user: the test ages the codes sent rather than waiting. */
async function ageCodes() {
  await server.db
    .update(verificationCodes)
    .set({ createdAt: sql`${verificationCodes.createdAt} - interval '2 minutes'` });
}

async function add(
  member: Member,
  recipient: Record<string, unknown>,
  options: { code?: string; language?: 'zh-CN' } = {},
) {
  const code = options.code ?? (await sendCode(member));
  return server.call(
    'Recipient/AddRecipient',
    { merchant_id: member.merchant.id, code, recipient } as never,
    as(member, options.language),
  );
}

async function added(member: Member, recipient: Record<string, unknown>) {
  const result = await add(member, recipient);
  expect(result.status, result.body.msg).toBe(200);
  return result.body.data;
}

describe('adding a bank recipient', () => {
  it('adds a CNY bank card after the code and the bank check, and answers it normalised', async () => {
    const member = await owner();
    const data = await added(member, CNY_CARD);
    expect(data).toMatchObject({
      type: 1,
      kind: 2,
      currency: 'CNY',
      payment_network: 1,
      payment_network_name: 'Local',
      name: '伟 张',
      account_number: '6217000010001234',
      account_display: '•••• 1234',
      country: 'CN',
      bank_name: '中国工商银行',
      is_deleted: false,
    });
    const [row] = await server.db.select().from(recipients).where(eq(recipients.id, data.id));
    expect(row?.verificationRef).toMatch(/^SBV/);
  });

  it.each([
    ['AUD local', AUD_LOCAL, { bsb: '062-000', bank_name: 'Commonwealth Bank', name: 'Harbour Fish Supply Pty Ltd' }],
    ['EUR SEPA', EUR_SEPA, { account_number: 'DE89370400440532013000', payment_network_name: 'SEPA' }],
    ['USD SWIFT', USD_SWIFT, { bic: 'BOFAUS3N', payment_network_name: 'SWIFT' }],
    [
      'HKD bank transfer',
      {
        type: 1,
        kind: 2,
        currency_id: 6,
        payment_network: 3,
        first_name: 'Ka',
        last_name: 'Chan',
        bank_name: 'HSBC',
        account_number: '004-123-456789',
        country: 'HK',
      },
      { account_number: '004123456789', payment_network_name: 'Bank transfer' },
    ],
  ])('adds %s', async (_name, recipient, expected) => {
    const member = await owner();
    expect(await added(member, recipient)).toMatchObject(expected);
  });

  it.each([
    [
      'an IBAN with a wrong check digit',
      { ...EUR_SEPA, account_number: 'DE89370400440532013001' },
      "This IBAN's check digits do not match: please check it for a typing mistake.",
    ],
    [
      'an IBAN too short',
      { ...EUR_SEPA, account_number: 'DE8937040044053201300' },
      'This IBAN has the wrong number of characters for its country.',
    ],
    [
      'a non-SEPA IBAN for SEPA',
      { ...EUR_SEPA, account_number: 'SA0380000000608010167519' },
      'SEPA pays IBANs of SEPA countries only: choose SWIFT for this account.',
    ],
    [
      'a BIC of 9 characters',
      { ...USD_SWIFT, bic: 'BOFAUS3NX' },
      'Please enter a SWIFT/BIC code of 8 or 11 letters or digits (e.g. DEUTDEFF).',
    ],
    [
      'a BIC of no country',
      { ...USD_SWIFT, bic: 'BOFAQQ3N' },
      'The country in this SWIFT/BIC code (letters 5 and 6) does not exist.',
    ],
    ['SWIFT without the address', { ...USD_SWIFT, street: '' }, 'Please enter the street address.'],
    ['a BSB of no bank', { ...AUD_LOCAL, bsb: '992-000' }, expect.stringContaining('BSB')],
    ['an AU account of 4 digits', { ...AUD_LOCAL, account_number: '1234' }, expect.any(String)],
    [
      'a CNY card with a wrong check digit',
      { ...CNY_CARD, account_number: '6217000010001235' },
      'This bank card number is not valid: please check it for a typing mistake.',
    ],
    [
      'a CNY card of 15 digits',
      { ...CNY_CARD, account_number: '621700001000123' },
      'Please enter a bank card number of 16 to 19 digits.',
    ],
    ['a CNY card without the branch city', { ...CNY_CARD, branch_city: '' }, "Please enter the branch's city."],
    ['a person without a last name', { ...CNY_CARD, last_name: ' ' }, 'Please enter the last name.'],
    [
      'a network the currency does not offer',
      { ...CNY_CARD, payment_network: 4 },
      'Please choose a payment network this currency offers.',
    ],
    ['an unknown country', { ...AUD_LOCAL, country: 'QQ' }, "Please choose the recipient's country."],
    ['a bad e-mail', { ...AUD_LOCAL, mail: 'not-mail' }, 'Please enter the correct email address'],
  ])('refuses %s before any code is spent', async (_name, recipient, message) => {
    const member = await owner();
    const code = await sendCode(member);
    const refused = await add(member, recipient as Record<string, unknown>, { code });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toEqual(message);
    expect((await add(member, AUD_LOCAL, { code })).status).toBe(200);
  });

  it('answers field errors in Chinese', async () => {
    const member = await owner();
    const refused = await add(
      member,
      { ...CNY_CARD, account_number: '6217000010001235' },
      { code: '123456', language: 'zh-CN' },
    );
    expect(refused.body.msg).toBe('该银行卡号无效，请检查是否输错。');
  });

  it('refuses a failed bank verification with the spec messages (CNY its own), in both languages, and adds nothing', async () => {
    const member = await owner();
    const cny = await add(member, { ...CNY_CARD, account_number: '6217000010040000' });
    expect(cny.status).toBe(400);
    expect(cny.body.msg).toBe('failed to pass bank verification, check and resubmit');
    const other = await memberWithRoles(server, [5]);
    const aud = await add(other, { ...AUD_LOCAL, account_number: '12340000' }, { language: 'zh-CN' });
    expect(aud.body.msg).toBe('银行账户验证失败');
    const eur = await memberWithRoles(server, [1]);
    expect((await add(eur, { ...EUR_SEPA, account_number: 'DE63 1001 0010 0000 0000 00' })).body.msg).toBe(
      'Bank account verification failed',
    );
    for (const m of [member, other, eur])
      expect(await server.db.select().from(recipients).where(eq(recipients.merchantId, m.merchant.id))).toEqual([]);
  });

  it('says so when the bank verification does not answer', async () => {
    const member = await owner();
    const result = await add(member, { ...AUD_LOCAL, account_number: '12349999' });
    expect(result.status).toBe(503);
    expect(result.body.msg).toBe('Bank verification is not available at the moment: please try again later.');
  });

  it('needs the code: a wrong one, or one of another merchant, adds nothing', async () => {
    const member = await owner();
    await sendCode(member);
    const wrong = await add(member, CNY_CARD, { code: '000000' });
    expect(wrong.status).toBe(400);
    const code = await latestCode(server.db, smsRecipient(member.user));
    expect((await add(member, CNY_CARD, { code })).status).toBe(200);
    expect((await add(member, AUD_LOCAL, { code })).status).toBe(400);
  });

  it('refuses the same account twice in a currency', async () => {
    const member = await owner();
    await added(member, AUD_LOCAL);
    const again = await memberWithRoles(server, [1]);
    await added(again, AUD_LOCAL);
    const twice = await add(member, { ...AUD_LOCAL, company_name: 'Another name' }, { code: '123456' });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('This account is already one of your recipients in this currency.');
  });
});

describe('a product user as recipient', () => {
  it('finds a user by phone or e-mail and shows the name masked; adds them as a person, no bank check', async () => {
    const member = await owner();
    const payee = await createUser(server.db, { name: 'Wei Zhang' });
    const byMail = await server.call(
      'Recipient/FindProductUser',
      { merchant_id: member.merchant.id, account: payee.email!.toUpperCase() },
      as(member),
    );
    expect(byMail.body.data).toEqual({ name: 'W** Z****', account: expect.stringMatching(/^u\*\*\*@example\.test$/) });
    const byPhone = await server.call(
      'Recipient/FindProductUser',
      { merchant_id: member.merchant.id, account: `+61 ${payee.phone!.slice(1)}` },
      as(member),
    );
    expect(byPhone.body.data).toEqual({ name: 'W** Z****', account: `+61 ******${payee.phone!.slice(-4)}` });
    const data = await added(member, {
      type: 2,
      kind: 1,
      currency_id: 3,
      user_account: payee.phone,
      comment: 'supplier',
    });
    expect(data).toMatchObject({ kind: 1, type: 1, name: 'W** Z****', payment_network: null, comment: 'supplier' });
    expect(JSON.stringify(data)).not.toContain('Wei');
  });

  it('says nobody was found, in both languages', async () => {
    const member = await owner();
    for (const [language, text] of [
      [undefined, 'No user with this phone or e-mail.'],
      ['zh-CN', '没有使用该手机号或邮箱的用户。'],
    ] as const) {
      const result = await server.call(
        'Recipient/FindProductUser',
        { merchant_id: member.merchant.id, account: 'nobody-here@example.test' },
        as(member, language),
      );
      expect(result.body.msg).toBe(text);
    }
  });
});

describe('the list', () => {
  it('pages 10 at a time, newest first, searches by name, filters by currency, leaves out the deleted', async () => {
    const member = await owner();
    const ids: number[] = [];
    const rows = Array.from({ length: 12 }, (_, index) => ({
      merchantId: member.merchant.id,
      type: 2,
      kind: 2,
      currencyId: index % 2 ? 1 : 3,
      paymentNetwork: 1,
      name: index === 5 ? 'Golden Dragon Trading' : `Supplier ${index}`,
      companyName: 'x',
      accountNumber: `1000${index}`,
    }));
    for (const row of rows) ids.push((await server.db.insert(recipients).values(row).returning())[0]!.id);
    const list = (body: Record<string, unknown>) =>
      server.call('Recipient/GetRecipientList', { merchant_id: member.merchant.id, ...body }, as(member));
    const first = await list({});
    expect(first.body.page_data.total_count).toBe(12);
    expect(first.body.page_data.data).toHaveLength(10);
    expect(first.body.page_data.data[0]!.id).toBe(ids[11]);
    expect((await list({ page_index: 2 })).body.page_data.data).toHaveLength(2);
    const found = await list({ name: 'golden' });
    expect(found.body.page_data.data.map((r) => r.name)).toEqual(['Golden Dragon Trading']);
    expect((await list({ name: '%' })).body.page_data.total_count).toBe(0);
    expect((await list({ currency_id: 1 })).body.page_data.total_count).toBe(6);
    const removed = await server.call(
      'Recipient/DeleteRecipient',
      { merchant_id: member.merchant.id, id: ids[5]! },
      as(member),
    );
    expect(removed.status).toBe(200);
    expect((await list({ name: 'golden' })).body.page_data.total_count).toBe(0);
    const detail = await server.call(
      'Recipient/GetRecipientDetail',
      { merchant_id: member.merchant.id, id: ids[5]! },
      as(member),
    );
    expect(detail.body.data).toMatchObject({ name: 'Golden Dragon Trading', is_deleted: true });
  });
});

describe('editing and deleting', () => {
  it('changes names and address without a code; bank details need a code for this recipient and pass the bank again', async () => {
    const member = await owner();
    const data = await added(member, CNY_CARD);
    const edit = (recipient: Record<string, unknown>, code?: string) =>
      server.call(
        'Recipient/EditRecipient',
        { merchant_id: member.merchant.id, id: data.id, code, recipient } as never,
        as(member),
      );
    const renamed = await edit({ ...CNY_CARD, first_name: '芳', comment: '供应商' });
    expect(renamed.body.data).toMatchObject({ name: '芳 张', comment: '供应商' });
    const newCard = { ...CNY_CARD, account_number: '62284801234567897' };
    const noCode = await edit(newCard);
    expect(noCode.body.msg).toBe('Changing the bank details needs a verification code: send one and enter it.');
    // A code sent for adding does not approve changing this recipient.
    await ageCodes();
    const forAdding = await sendCode(member);
    expect((await edit(newCard, forAdding)).status).toBe(400);
    const row = await server.db.select().from(recipients).where(eq(recipients.id, data.id));
    expect(row[0]!.accountNumber).toBe('6217000010001234');
  });

  it('refuses a changed bank detail that fails the bank, and a change of kind or currency', async () => {
    const member = await owner();
    const data = await added(member, AUD_LOCAL);
    await ageCodes();
    const code = await sendCode(member, data.id);
    const failing = await server.call(
      'Recipient/EditRecipient',
      {
        merchant_id: member.merchant.id,
        id: data.id,
        code,
        recipient: { ...AUD_LOCAL, account_number: '55550000' },
      } as never,
      as(member),
    );
    expect(failing.body.msg).toBe('Bank account verification failed');
    const currency = await server.call(
      'Recipient/EditRecipient',
      { merchant_id: member.merchant.id, id: data.id, recipient: { ...USD_SWIFT } } as never,
      as(member),
    );
    expect(currency.body.msg).toBe(
      'The kind and currency of a recipient cannot be changed: add a new recipient instead.',
    );
  });

  it('changes the bank details with a code sent for the recipient', async () => {
    const member = await owner();
    const data = await added(member, AUD_LOCAL);
    // One code a minute: the test ages the last one rather than waiting.
    await server.db.execute("update verification_codes set created_at = created_at - interval '2 minutes'" as never);
    const code = await sendCode(member, data.id);
    const changed = await server.call(
      'Recipient/EditRecipient',
      {
        merchant_id: member.merchant.id,
        id: data.id,
        code,
        recipient: { ...AUD_LOCAL, bsb: '083004', account_number: '87654321' },
      } as never,
      as(member),
    );
    expect(changed.status, changed.body.msg).toBe(200);
    expect(changed.body.data).toMatchObject({
      bsb: '083-004',
      account_number: '87654321',
      bank_name: 'National Australia Bank',
    });
  });

  it('deletes softly; a deleted recipient cannot be edited or deleted again', async () => {
    const member = await owner();
    const data = await added(member, EUR_SEPA);
    const body = { merchant_id: member.merchant.id, id: data.id };
    expect((await server.call('Recipient/DeleteRecipient', body, as(member))).status).toBe(200);
    expect((await server.call('Recipient/DeleteRecipient', body, as(member))).body.msg).toBe(
      'This recipient was deleted.',
    );
    const edit = await server.call('Recipient/EditRecipient', { ...body, recipient: EUR_SEPA } as never, as(member));
    expect(edit.body.msg).toBe('This recipient was deleted.');
  });
});

describe('the security log', () => {
  it('records adding, changing where one is paid and deleting, with the name and the account ending only', async () => {
    const member = await owner();
    const data = await added(member, AUD_LOCAL);
    await ageCodes();
    const code = await sendCode(member, data.id);
    const body = { merchant_id: member.merchant.id, id: data.id };
    const recipient = { ...AUD_LOCAL, account_number: '87654321' };
    expect(
      (await server.call('Recipient/EditRecipient', { ...body, code, recipient } as never, as(member))).status,
    ).toBe(200);
    expect((await server.call('Recipient/DeleteRecipient', body, as(member))).status).toBe(200);
    const log = await server.call('merchant/get_security_log', { merchant_id: member.merchant.id }, as(member));
    const events = log.body.page_data.data.filter((event) => event.kind.startsWith('recipient_'));
    expect(events.map((event) => [event.kind, event.detail])).toEqual([
      ['recipient_deleted', { recipient_name: 'Harbour Fish Supply Pty Ltd', recipient_account: 'AUD •••• 4321' }],
      ['recipient_bank_changed', { recipient_name: 'Harbour Fish Supply Pty Ltd', recipient_account: 'AUD •••• 4321' }],
      ['recipient_added', { recipient_name: 'Harbour Fish Supply Pty Ltd', recipient_account: 'AUD •••• 5678' }],
    ]);
  });
});

describe('access', () => {
  it('opens to roles 1 and 5 and refuses roles 2, 3 and 4', async () => {
    for (const role of [1, 5]) {
      const member = await memberWithRoles(server, [role]);
      const list = await server.call('Recipient/GetRecipientList', { merchant_id: member.merchant.id }, as(member));
      expect(list.status).toBe(200);
    }
    for (const role of [2, 3, 4]) {
      const member = await memberWithRoles(server, [role]);
      const list = await server.call('Recipient/GetRecipientList', { merchant_id: member.merchant.id }, as(member));
      expect(list.status).toBe(403);
    }
  });

  it("never shows, changes or deletes another merchant's recipient", async () => {
    const a = await owner();
    const b = await owner();
    const data = await added(b, AUD_LOCAL);
    const own = { merchant_id: a.merchant.id, id: data.id };
    expect((await server.call('Recipient/GetRecipientDetail', own, as(a))).status).toBe(404);
    expect((await server.call('Recipient/DeleteRecipient', own, as(a))).status).toBe(404);
    const edit = await server.call('Recipient/EditRecipient', { ...own, recipient: AUD_LOCAL } as never, as(a));
    expect(edit.status).toBe(404);
    expect((await server.call('Recipient/SendVerificationCode', own, as(a))).status).toBe(404);
    const list = await server.call('Recipient/GetRecipientList', { merchant_id: a.merchant.id }, as(a));
    expect(list.body.page_data.total_count).toBe(0);
    const theirs = await server.call(
      'Recipient/GetRecipientDetail',
      { merchant_id: b.merchant.id, id: data.id },
      as(a),
    );
    expect(theirs.status).toBe(403);
    const row = await server.db.select().from(recipients).where(eq(recipients.id, data.id));
    expect(row[0]!.deletedAt).toBeNull();
  });
});

describe('codes', () => {
  it('sends the code to the e-mail of a user without a phone', async () => {
    const member = await owner();
    await server.db.update(users).set({ phone: null, countryCode: null }).where(eq(users.id, member.user.id));
    const sent = await server.call('Recipient/SendVerificationCode', { merchant_id: member.merchant.id }, as(member));
    expect(sent.body.sent_to).toMatch(/^u\*\*\*@example\.test$/);
    const code = await latestCode(server.db, emailRecipient(member.user));
    expect((await add(member, CNY_CARD, { code })).status).toBe(200);
  });
});
