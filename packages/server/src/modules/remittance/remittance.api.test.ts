/**
 * Transfer orders (issue 14 §4) over the real server and database: the prerequisites, quotes honoured until they
 * expire, limits at and just over the edge, fees and their waivers, create / pay / close idempotent under 20
 * concurrent calls, the timeout, the payout network completing, failing and returning, product users paid at once,
 * and the ledger invariants after every step.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fxQuotes } from '@mbo/db/schema-fx';
import { recipients, transferOrders } from '@mbo/db/schema-remittance';
import type { CallName } from '@mbo/contracts/calls/index';
import { REMITTANCE_FEE_AUD_MINOR } from '@mbo/contracts/remittance/fees';
import { ACCOUNT_KIND, checkMoneyInvariants, createLedger, violations } from '../../money/money.public.ts';
import { memberWithRoles, setPerson } from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { remittanceLife, remittancePass } from '../../../test/kits/remittance-test-kit.ts';
import { topUpGlobalAccount } from '../global-account/global-account.public.ts';
import { createFxRepository, deploymentFxRates } from '../fx/fx.public.ts';
import { createPricing } from './pricing.ts';

const server = serverForThisFile();
const AUD = 1;
const USD = 2;
const CNY = 3;
type Member = Awaited<ReturnType<typeof memberWithRoles>>;
type Language = 'en-US' | 'zh-CN';

const call = <N extends CallName>(member: Member, name: N, body: Record<string, unknown>, language?: Language) =>
  server.call(name, { merchant_id: member.merchant.id, ...body } as never, { token: member.token, language });

/** A member of a new merchant with a passed personal verification and funds in its global account. */
async function sender(roles = [1], funds: [number, number][] = [[AUD, 100_000_00]]) {
  const member = await memberWithRoles(server, roles);
  await setPerson(server.db, member.user.id, 1);
  const ledger = createLedger(server.db);
  for (const [currencyId, amountMinor] of funds)
    await topUpGlobalAccount(server.db, ledger, {
      merchantId: member.merchant.id,
      currencyId,
      amountMinor,
      reference: `fund-${currencyId}-${member.merchant.id}`,
    });
  return member;
}

let cardSeq = 0;
/** A bank-account recipient of the merchant (its creation rules are the recipients' tests'). */
async function bankRecipient(
  member: Member,
  fields: { currencyId?: number; network?: number; ending?: string } = {},
): Promise<number> {
  cardSeq++;
  const [row] = await server.db
    .insert(recipients)
    .values({
      merchantId: member.merchant.id,
      type: 1,
      kind: 2,
      currencyId: fields.currencyId ?? CNY,
      paymentNetwork: fields.network ?? 1,
      name: `张伟 ${cardSeq}`,
      firstName: '伟',
      lastName: '张',
      bankName: '中国工商银行',
      accountNumber: `62170000${String(cardSeq).padStart(4, '0')}${fields.ending ?? '1234'}`,
      country: 'CN',
    })
    .returning();
  return row!.id;
}

/** A product-user recipient: the owner of another merchant. */
async function productUserRecipient(member: Member, currencyId = CNY) {
  const other = await memberWithRoles(server, [1]);
  const [row] = await server.db
    .insert(recipients)
    .values({
      merchantId: member.merchant.id,
      type: 1,
      kind: 1,
      currencyId,
      userId: other.user.id,
      userAccount: '+61 ******5678',
      name: 'T*** U***',
    })
    .returning();
  return { recipientId: row!.id, other };
}

const balance = (merchantId: number, currencyId: number, kind: string = ACCOUNT_KIND.global) =>
  createLedger(server.db)
    .balance({ merchantId, currencyId, kind: kind as never })
    .then((value) => 0 - value);

async function expectBooksRight(merchantId?: number) {
  expect(violations(await checkMoneyInvariants(server.db, merchantId))).toEqual({});
}

let keySeq = 0;
const key = () => `test-key-${Date.now()}-${++keySeq}`;
const DETAILS = { reason: 8, notify_email: 'Finance@Example.test', reference: 'Invoice 1042' };

async function quote(member: Member, body: Record<string, unknown>, language?: Language) {
  return call(member, 'Remittance/GetQuote', body, language);
}

/** Quotes and creates an unpaid order; answers the order. */
async function order(member: Member, recipientId: number, body: Record<string, unknown> = {}) {
  const ask = { recipient_id: recipientId, send_currency_id: AUD, send_amount: '100.00', ...body };
  const priced = await quote(member, ask);
  expect(priced.status, priced.body.msg).toBe(200);
  const { quote_id } = (priced.body as { quote: { quote_id: number | null } }).quote;
  const created = await call(member, 'Remittance/CreateOrder', {
    ...ask,
    ...(quote_id ? { quote_id } : {}),
    ...DETAILS,
    idempotency_key: key(),
  });
  expect(created.status, created.body.msg).toBe(200);
  return (created.body as { order: { id: number; status: number; fee_amount: number; total_amount: number } }).order;
}

const pass = () => remittancePass(server);

const quoteOf = (answer: Awaited<ReturnType<typeof quote>>) =>
  (answer.body as unknown as { quote: Record<string, number | boolean | null> }).quote;
/** CreateOrder of 250 AUD with the usual details and a fresh key; `body` names the recipient, quote and speed. */
const create = (member: Member, body: Record<string, unknown>) =>
  call(member, 'Remittance/CreateOrder', {
    send_currency_id: AUD,
    send_amount: '250',
    ...DETAILS,
    idempotency_key: key(),
    ...body,
  });

describe('the prerequisites (002 §1)', () => {
  it('name what is missing in the user language, and refuse a quote until it is done', async () => {
    const member = await memberWithRoles(server, [1]);
    const recipientId = await bankRecipient(member);
    const check = async (language?: Language) =>
      (await call(member, 'Remittance/GetPrerequisites', {}, language)).body as { ready: boolean; message: string };
    expect(await check()).toMatchObject({ ready: false, blocker: 'personal_missing' });
    expect((await check()).message).toBe('Please complete your personal verification first');
    expect((await check('zh-CN')).message).toBe('请先完成个人认证');
    const refused = await quote(member, { recipient_id: recipientId, send_currency_id: AUD, send_amount: 10 });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('Please complete your personal verification first');
    await setPerson(server.db, member.user.id, 0);
    expect((await check()).message).toBe('Please wait for review');
    await server.db.execute(sql`update persons set verify_status = 2 where user_id = ${member.user.id}`);
    expect((await check()).message).toBe('Personal information review failed, please edit and resubmit');
    await server.db.execute(sql`update persons set verify_status = 1 where user_id = ${member.user.id}`);
    await server.db.execute(sql`update merchants set application_status = 'draft' where id = ${member.merchant.id}`);
    expect((await check()).message).toBe(
      'Please complete the company information submission before starting the remittance',
    );
    await server.db.execute(sql`update merchants set application_status = 'approved' where id = ${member.merchant.id}`);
    expect(await check()).toMatchObject({ ready: true, blocker: null, message: null });
  });
});

describe('quotes', () => {
  it('price AUD to CNY at the rate less the spread; the first remittance is free, then the Fast fee (GST-inclusive)', async () => {
    const member = await sender();
    const recipientId = await bankRecipient(member);
    const first = await quote(member, { recipient_id: recipientId, send_currency_id: AUD, send_amount: '1000' });
    expect(first.status, first.body.msg).toBe(200);
    const q = (first.body as unknown as { quote: Record<string, number> }).quote;
    expect(q).toMatchObject({ send_amount: 1000, fee_amount: 0, fee_waiver: 1, speed: 1, speed_switched: false });
    expect(q.rate).toBeLessThan(q.mid_rate!);
    expect(q.expires_in_seconds).toBeGreaterThan(50);
    await order(member, recipientId);
    const second = await quote(member, { recipient_id: recipientId, send_currency_id: AUD, send_amount: '1000' });
    expect((second.body as { quote: unknown }).quote).toMatchObject({
      fee_amount: REMITTANCE_FEE_AUD_MINOR[1] / 100,
      fee_gst: 0.55,
      fee_waiver: 0,
      total_amount: 1006,
    });
  });

  it('switch Fast to Advanced for a SWIFT recipient, and say so', async () => {
    const member = await sender();
    const recipientId = await bankRecipient(member, { currencyId: USD, network: 2 });
    const answer = await quote(member, {
      recipient_id: recipientId,
      send_currency_id: AUD,
      send_amount: 500,
      speed: 1,
    });
    expect((answer.body as { quote: unknown }).quote).toMatchObject({ speed: 2, speed_switched: true });
  });

  it('take a recipient’s quote for that recipient at the speed it priced, nothing else', async () => {
    const member = await sender();
    await order(member, await bankRecipient(member)); // the free first one: the quotes below have fees
    const [card, other, swift] = [
      await bankRecipient(member),
      await bankRecipient(member),
      await bankRecipient(member, { network: 2 }),
    ];
    const refused = 'This recipient is priced differently from your quote. Please get a new quote for this recipient.';
    const forCard = quoteOf(await quote(member, { recipient_id: card, send_currency_id: AUD, send_amount: '250' }));
    // Another recipient of the same currency and amount, even one priced the same, does not take it.
    const elsewhere = await create(member, { recipient_id: other, quote_id: forCard.quote_id, speed: 1 });
    expect([elsewhere.status, elsewhere.body.msg]).toEqual([400, refused]);
    // The SWIFT recipient's quote is Advanced (switched): asked as Advanced it is taken; a card recipient at Fast is not.
    const forSwift = quoteOf(await quote(member, { recipient_id: swift, send_currency_id: AUD, send_amount: '250' }));
    expect(forSwift).toMatchObject({ speed: 2, speed_switched: true });
    const fastCard = await create(member, { recipient_id: card, quote_id: forSwift.quote_id, speed: 1 });
    expect([fastCard.status, fastCard.body.msg]).toEqual([400, refused]);
    // An Advanced quote of the card recipient is not taken for a Fast order of it (the Fast fee is higher).
    const slow = quoteOf(
      await quote(member, { recipient_id: card, send_currency_id: AUD, send_amount: '250', speed: 2 }),
    );
    const fasterThanPriced = await create(member, { recipient_id: card, quote_id: slow.quote_id, speed: 1 });
    expect([fasterThanPriced.status, fasterThanPriced.body.msg]).toEqual([400, refused]);
    // Each is taken as priced.
    expect((await create(member, { recipient_id: card, quote_id: forCard.quote_id, speed: 1 })).status).toBe(200);
    expect((await create(member, { recipient_id: swift, quote_id: forSwift.quote_id, speed: 2 })).status).toBe(200);
    expect((await create(member, { recipient_id: card, quote_id: slow.quote_id, speed: 2 })).status).toBe(200);
  });

  it('refuse AUD to an AUD bank account ("AUD does not support send money") in both languages', async () => {
    const member = await sender();
    const recipientId = await bankRecipient(member, { currencyId: AUD });
    const body = { recipient_id: recipientId, send_currency_id: AUD, send_amount: 10 };
    expect((await quote(member, body)).body.msg).toBe('AUD does not support send money');
    expect((await quote(member, body, 'zh-CN')).body.msg).toBe('澳元不支持汇款');
    // Another currency into the same AUD account is an international transfer.
    const fromUsd = await sender([1], [[USD, 1_000_00]]);
    const usdToAud = await bankRecipient(fromUsd, { currencyId: AUD });
    expect((await quote(fromUsd, { recipient_id: usdToAud, send_currency_id: USD, send_amount: 10 })).status).toBe(200);
  });

  it('hold the Fast limit (35,000 CNY) and the bank limit (30,000 CNY) at the edge and refuse one fen over', async () => {
    const member = await sender([1], [[CNY, 100_000_00]]);
    const card = await bankRecipient(member);
    const swift = await bankRecipient(member, { network: 2 });
    const ask = (recipientId: number, amount: string, speed: number) =>
      quote(member, { recipient_id: recipientId, send_currency_id: CNY, receive_amount: amount, speed });
    expect((await ask(card, '35000.00', 1)).status).toBe(200);
    const over = await ask(card, '35000.01', 1);
    expect(over.status).toBe(400);
    expect(over.body.msg).toBe(
      'A single Fast transfer remittance can be at most CNY 35,000.00 (this one is CNY 35,000.01). Please send a smaller amount.',
    );
    expect((await ask(swift, '30000.00', 2)).status).toBe(200);
    expect((await ask(swift, '30000.01', 2)).body.msg).toContain('CNY 30,000.00');
    expect((await ask(swift, '30000.01', 2)).status).toBe(400);
    // In another currency the limit is judged in CNY at the rate: a large AUD amount is over too.
    const audSender = await sender();
    const cnyCard = await bankRecipient(audSender);
    const big = await quote(audSender, { recipient_id: cnyCard, send_currency_id: AUD, send_amount: '9000' });
    expect(big.status).toBe(400);
    expect(big.body.msg).toContain('CNY 35,000.00');
  });

  it('refuse three decimals and a missing or double amount with the field messages', async () => {
    const member = await sender();
    const recipientId = await bankRecipient(member);
    const three = await quote(member, { recipient_id: recipientId, send_currency_id: AUD, send_amount: '1.005' });
    expect(three.body.msg).toBe('Please enter an amount above 0 with at most 2 decimals.');
    const both = await quote(member, {
      recipient_id: recipientId,
      send_currency_id: AUD,
      send_amount: '1',
      receive_amount: '5',
    });
    expect(both.body.msg).toBe('Please enter either the amount you send or the amount the recipient gets.');
  });
});

describe('quotes before the recipient is chosen (the wizard’s step 1)', () => {
  const stepOne = (member: Member, body: Record<string, unknown>, language?: Language) =>
    quote(member, { send_currency_id: AUD, receive_currency_id: CNY, ...body }, language);

  it('price as a bank account in the receive currency, stored and honoured until it expires, refused after', async () => {
    const member = await sender();
    const card = await bankRecipient(member);
    const answer = await stepOne(member, { send_amount: '250' });
    expect(answer.status, answer.body.msg).toBe(200);
    const priced = quoteOf(answer);
    expect(priced).toMatchObject({ recipient_id: null, receive_currency_id: CNY, send_amount: 250, speed: 1 });
    expect(priced).toMatchObject({ fee_amount: 0, fee_waiver: 1, speed_switched: false, limit_cny: 35_000 });
    expect(priced.expires_in_seconds).toBeGreaterThan(50);
    const stored = (await createFxRepository(server.db).quote(member.merchant.id, priced.quote_id as number))!;
    expect(stored).toMatchObject({ purpose: 3, sellMinor: 250_00, feeMinor: 0, usedAt: null });
    // The recipient's own quote prices the same way (the rate moves with the clock; the terms do not).
    const own = quoteOf(await quote(member, { recipient_id: card, send_currency_id: AUD, send_amount: '250' }));
    expect(own).toMatchObject({ recipient_id: card, fee_amount: 0, fee_waiver: 1, speed: 1, limit_cny: 35_000 });

    // A bank recipient on the local network is paid at that price: the order takes the step-1 quote exactly.
    const created = await create(member, { recipient_id: card, quote_id: priced.quote_id });
    expect(created.status, created.body.msg).toBe(200);
    const row = (await server.db.select().from(transferOrders).where(eq(transferOrders.quoteId, stored.id)))[0]!;
    expect(row).toMatchObject({ receiveMinor: stored.buyMinor, rateE10: stored.rateE10, feeMinor: 0, feeWaiver: 1 });
    expect((await create(member, { recipient_id: card, quote_id: priced.quote_id })).status).toBe(409);

    // Expired: refused with a fresh quote for the recipient, which the order then takes.
    const later = quoteOf(await stepOne(member, { send_amount: '250' }));
    expect(later).toMatchObject({ fee_amount: 6, fee_gst: 0.55, fee_waiver: 0, total_amount: 256 });
    await server.db
      .update(fxQuotes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(fxQuotes.id, later.quote_id as number));
    const expired = await create(member, { recipient_id: card, quote_id: later.quote_id });
    expect(expired.status).toBe(409);
    expect(expired.body).toMatchObject({ return_code: 'QUOTE_EXPIRED', msg: 'Sorry, your quote has expired' });
    const fresh = (expired.body as unknown as { quote: { quote_id: number; recipient_id: number } }).quote;
    expect(fresh.recipient_id).toBe(card);
    expect((await create(member, { recipient_id: card, quote_id: fresh.quote_id })).status).toBe(200);
    await expectBooksRight(member.merchant.id);
  });

  it('take the recipient’s currency; refuse another one, or none without a recipient, in both languages', async () => {
    const member = await sender();
    const card = await bankRecipient(member);
    const same = await quote(member, {
      recipient_id: card,
      send_currency_id: AUD,
      receive_currency_id: CNY,
      send_amount: 10,
    });
    expect(same.status, same.body.msg).toBe(200);
    const other = { recipient_id: card, send_currency_id: AUD, receive_currency_id: USD, send_amount: 10 };
    const mismatch = await quote(member, other);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.msg).toBe('This recipient is paid in CNY, not USD. Please choose CNY or another recipient.');
    expect((await quote(member, other, 'zh-CN')).body.msg).toBe(
      '该收款人以 CNY 收款，而不是 USD。请选择 CNY 或其他收款人。',
    );
    const none = await quote(member, { send_currency_id: AUD, send_amount: 10 });
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('Please choose the currency the recipient gets.');
    expect((await quote(member, { send_currency_id: AUD, send_amount: 10 }, 'zh-CN')).body.msg).toBe(
      '请选择收款人收到的币种。',
    );
  });

  it('charge the fee of the speed once the first remittance is used, and switch Fast where the currency’s bank accounts cannot take it', async () => {
    const member = await sender();
    expect(quoteOf(await stepOne(member, { send_amount: '100' }))).toMatchObject({ fee_amount: 0, fee_waiver: 1 });
    await order(member, await bankRecipient(member)); // the free first one
    expect(quoteOf(await stepOne(member, { send_amount: '100' }))).toMatchObject({
      fee_amount: 6,
      fee_gst: 0.55,
      fee_waiver: 0,
      total_amount: 106,
    });
    expect(quoteOf(await stepOne(member, { send_amount: '100', speed: 2 }))).toMatchObject({
      fee_amount: 20,
      fee_gst: 1.82,
      speed: 2,
      limit_cny: 30_000,
    });
    // USD bank accounts are paid by bank transfer or SWIFT: Fast is priced as Advanced, and the quote says so.
    const usd = quoteOf(await stepOne(member, { receive_currency_id: USD, send_amount: '100', speed: 1 }));
    expect(usd).toMatchObject({ receive_currency_id: USD, speed: 2, speed_switched: true, fee_amount: 20 });
    // EUR bank accounts take SEPA: Fast stays Fast.
    const eur = quoteOf(await stepOne(member, { receive_currency_id: 4, send_amount: '100', speed: 1 }));
    expect(eur).toMatchObject({ speed: 1, speed_switched: false, fee_amount: 6 });
  });

  it('are not taken for a recipient priced otherwise: a product user, or Fast switched to Advanced', async () => {
    const member = await sender();
    await order(member, await bankRecipient(member)); // the free first one: the step-1 price has a fee
    const { recipientId: productUser } = await productUserRecipient(member, CNY);
    const swift = await bankRecipient(member, { network: 2 });
    const card = await bankRecipient(member);
    const fast = quoteOf(await stepOne(member, { send_amount: '250', speed: 1 }));
    for (const recipientId of [productUser, swift]) {
      const refused = await create(member, { recipient_id: recipientId, quote_id: fast.quote_id, speed: 1 });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe(
        'This recipient is priced differently from your quote. Please get a new quote for this recipient.',
      );
    }
    // Quoted with the recipient, each gets its own price: free and instant, or Advanced with its fee.
    const free = quoteOf(await quote(member, { recipient_id: productUser, send_currency_id: AUD, send_amount: '250' }));
    expect(free).toMatchObject({ fee_amount: 0, fee_waiver: 2, recipient_id: productUser });
    const advanced = quoteOf(await quote(member, { recipient_id: swift, send_currency_id: AUD, send_amount: '250' }));
    expect(advanced).toMatchObject({ speed: 2, speed_switched: true, fee_amount: 20 });
    // Asked as Advanced from the start, the SWIFT recipient is paid at the step-1 price.
    const slow = quoteOf(await stepOne(member, { send_amount: '250', speed: 2 }));
    const taken = await create(member, { recipient_id: swift, quote_id: slow.quote_id, speed: 2 });
    expect(taken.status, taken.body.msg).toBe(200);
    expect((taken.body as { order: { fee_amount: number; speed: number } }).order).toMatchObject({
      fee_amount: 20,
      speed: 2,
    });
    // The refused quote is still good for a recipient it prices.
    expect((await create(member, { recipient_id: card, quote_id: fast.quote_id, speed: 1 })).status).toBe(200);
  });

  it('make one order the free first remittance: a second free quote is priced again once the first order took it', async () => {
    const member = await sender();
    const card = await bankRecipient(member);
    const [one, two] = [
      quoteOf(await stepOne(member, { send_amount: '250' })),
      quoteOf(await stepOne(member, { send_amount: '250' })),
    ];
    expect([one.fee_waiver, two.fee_waiver]).toEqual([1, 1]);
    expect((await create(member, { recipient_id: card, quote_id: one.quote_id })).status).toBe(200);
    const second = await create(member, { recipient_id: card, quote_id: two.quote_id });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ return_code: 'QUOTE_EXPIRED' });
    const fresh = (second.body as unknown as { quote: { quote_id: number; fee_amount: number; fee_waiver: number } })
      .quote;
    expect(fresh).toMatchObject({ fee_amount: 6, fee_waiver: 0 });
    const paid = await create(member, { recipient_id: card, quote_id: fresh.quote_id });
    expect((paid.body as { order: { fee_amount: number; fee_waiver: number } }).order).toMatchObject({
      fee_amount: 6,
      fee_waiver: 0,
    });
    // A priced quote made while the first one was taken stays priced (and waives nothing) after that order closes.
    const priced = quoteOf(await stepOne(member, { send_amount: '250' }));
    const firstOrder = (await server.db.select().from(transferOrders).where(eq(transferOrders.feeWaiver, 1))).find(
      (row) => row.merchantId === member.merchant.id,
    )!;
    expect((await call(member, 'Remittance/CloseOrder', { order_id: firstOrder.id })).status).toBe(200);
    const kept = await create(member, { recipient_id: card, quote_id: priced.quote_id });
    expect((kept.body as { order: { fee_amount: number; fee_waiver: number } }).order).toMatchObject({
      fee_amount: 6,
      fee_waiver: 0,
    });
  });

  it('refuse AUD to AUD ("AUD does not support send money") in both languages; another currency into AUD is priced', async () => {
    const member = await sender(
      [1],
      [
        [AUD, 1_000_00],
        [USD, 1_000_00],
      ],
    );
    const body = { receive_currency_id: AUD, send_amount: 10 };
    expect((await stepOne(member, body)).body.msg).toBe('AUD does not support send money');
    expect((await stepOne(member, body, 'zh-CN')).body.msg).toBe('澳元不支持汇款');
    const fromUsd = await stepOne(member, { ...body, send_currency_id: USD });
    expect(fromUsd.status, fromUsd.body.msg).toBe(200);
  });

  it('hold the Fast limit (35,000 CNY) and the bank limit (30,000 CNY) at the edge and refuse one fen over', async () => {
    const member = await sender([1], [[CNY, 100_000_00]]);
    const ask = (sendCurrencyId: number, amount: string, speed: number, language?: Language) =>
      stepOne(member, { send_currency_id: sendCurrencyId, receive_amount: amount, speed }, language);
    for (const send of [CNY, AUD]) {
      expect((await ask(send, '35000.00', 1)).status).toBe(200);
      const over = await ask(send, '35000.01', 1);
      expect(over.status).toBe(400);
      expect(over.body.msg).toBe(
        'A single Fast transfer remittance can be at most CNY 35,000.00 (this one is CNY 35,000.01). Please send a smaller amount.',
      );
      expect((await ask(send, '30000.00', 2)).status).toBe(200);
      const bankOver = await ask(send, '30000.01', 2, 'zh-CN');
      expect(bankOver.status).toBe(400);
      expect(bankOver.body.msg).toBe('单笔高级汇款最多 CNY 30,000.00（本笔为 CNY 30,000.01），请减少汇款金额。');
    }
  });
});

describe('orders', () => {
  it('honour the quote exactly until it expires; an expired quote answers QUOTE_EXPIRED with a fresh one', async () => {
    const member = await sender();
    const recipientId = await bankRecipient(member);
    const ask = { recipient_id: recipientId, send_currency_id: AUD, send_amount: '250' };
    const priced = (await quote(member, ask)).body as { quote: { quote_id: number; receive_amount: number } };
    await server.db
      .update(fxQuotes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(fxQuotes.id, priced.quote.quote_id));
    const expired = await call(member, 'Remittance/CreateOrder', {
      ...ask,
      quote_id: priced.quote.quote_id,
      ...DETAILS,
      idempotency_key: key(),
    });
    expect(expired.status).toBe(409);
    expect(expired.body).toMatchObject({ return_code: 'QUOTE_EXPIRED', msg: 'Sorry, your quote has expired' });
    const fresh = (expired.body as unknown as { quote: { quote_id: number; send_amount: number } }).quote;
    expect(fresh.quote_id).not.toBe(priced.quote.quote_id);
    expect(fresh.send_amount).toBe(250);
    const created = await call(member, 'Remittance/CreateOrder', {
      ...ask,
      quote_id: fresh.quote_id,
      ...DETAILS,
      idempotency_key: key(),
    });
    expect(created.status, created.body.msg).toBe(200);
    const row = (await server.db.select().from(transferOrders).where(eq(transferOrders.quoteId, fresh.quote_id)))[0]!;
    const stored = (await createFxRepository(server.db).quote(member.merchant.id, fresh.quote_id))!;
    expect(row.receiveMinor).toBe(stored.buyMinor);
    expect(row.rateE10).toBe(stored.rateE10);
    expect(row.notifyEmail).toBe('finance@example.test');
  });

  it('are created once per idempotency key, and check reason, e-mail and reference', async () => {
    const member = await sender();
    const recipientId = await bankRecipient(member, { currencyId: CNY });
    const same = await sender([1], [[CNY, 10_000_00]]);
    const cnyCard = await bankRecipient(same);
    const body = {
      recipient_id: cnyCard,
      send_currency_id: CNY,
      send_amount: '100',
      ...DETAILS,
      idempotency_key: key(),
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(same, 'Remittance/CreateOrder', body)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => (answer.body as { order: { id: number } }).order.id)).size).toBe(1);
    // The creating call answers from the row it inserted, the others read the order: all as its detail reads.
    const orderId = (answers[0]!.body as { order: { id: number } }).order.id;
    const detail = (await call(same, 'Remittance/GetOrderDetail', { order_id: orderId })).body.order;
    for (const answer of answers) expect(answer.body.order).toEqual(detail);
    const bad = (fields: Record<string, unknown>, language?: Language) =>
      call(
        member,
        'Remittance/CreateOrder',
        {
          recipient_id: recipientId,
          send_currency_id: AUD,
          send_amount: '1',
          ...DETAILS,
          idempotency_key: key(),
          ...fields,
        },
        language,
      );
    expect((await bad({ reason: 13 })).body.msg).toBe('The remittance reason cannot be empty.');
    expect((await bad({ notify_email: '' })).body.msg).toBe('The notification e-mail cannot be empty.');
    expect((await bad({ reference: 'Invoice #1042' })).body.msg).toBe(
      'The reference must be 1 to 18 letters, digits or spaces.',
    );
    expect((await bad({ reference: 'x'.repeat(19) }, 'zh-CN')).body.msg).toBe('附言须为 1 至 18 个字母、数字或空格。');
  });

  it('pay from the balance once under 20 concurrent clicks; the network completes it; the books hold', async () => {
    const member = await sender();
    const recipientId = await bankRecipient(member);
    await order(member, recipientId, { send_amount: '10' }); // the free first one
    const paid = await order(member, recipientId, { send_amount: '1000' });
    expect(paid.fee_amount).toBe(6);
    const before = await balance(member.merchant.id, AUD);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(member, 'Remittance/PayOrder', { order_id: paid.id, payment_method: 1 })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await balance(member.merchant.id, AUD)).toBe(before - 1006_00);
    const detail = async () =>
      (
        (await call(member, 'Remittance/GetOrderDetail', { order_id: paid.id })).body as {
          order: Record<string, unknown>;
        }
      ).order;
    const processing = await detail();
    expect(processing).toMatchObject({ status: 3, status_name: 'Processing', payment_method: 1 });
    // Each click is answered with the order as its detail reads (the transition's row and the recipient read before).
    for (const answer of answers) expect(answer.body.order).toEqual(processing);
    await expectBooksRight();
    const result = await pass();
    expect(result.completed).toBeGreaterThanOrEqual(1);
    expect(await detail()).toMatchObject({ status: 4, progress: 'complete' });
    expect((await pass()).completed).toBe(0);
    await expectBooksRight();
    const { rows } = await server.db.execute<{ title: string }>(
      sql`select title from messages where user_id = ${member.user.id} order by id desc limit 1`,
    );
    expect(rows[0]?.title).toMatch(/^Your transfer RM\d{10} has arrived$/);
  });

  it('refuse paying past the balance and move nothing', async () => {
    const member = await sender([1], [[AUD, 50_00]]);
    const recipientId = await bankRecipient(member);
    const unpaid = await order(member, recipientId, { send_amount: '60' });
    const refused = await call(member, 'Remittance/PayOrder', { order_id: unpaid.id, payment_method: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ return_code: 'INSUFFICIENT_BALANCE' });
    expect(refused.body.msg).toContain('AUD 50.00');
    expect(await balance(member.merchant.id, AUD)).toBe(50_00);
    const [row] = await server.db.select().from(transferOrders).where(eq(transferOrders.id, unpaid.id));
    expect(row?.status).toBe(1);
  });

  it('close once under 20 concurrent calls; a closed order cannot be paid', async () => {
    const member = await sender();
    const recipientId = await bankRecipient(member);
    const unpaid = await order(member, recipientId);
    const closes = await Promise.all(
      Array.from({ length: 20 }, () => call(member, 'Remittance/CloseOrder', { order_id: unpaid.id })),
    );
    expect(closes.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const pay = await call(member, 'Remittance/PayOrder', { order_id: unpaid.id, payment_method: 1 }, 'zh-CN');
    expect(pay.status).toBe(409);
    expect(pay.body.msg).toBe('该订单已结束。');
    expect((closes[0]!.body as { order: unknown }).order).toMatchObject({
      status: 99,
      status_note: 'Closed by the user',
    });
  });

  it('race pay against close: exactly one wins, and the books hold', async () => {
    const member = await sender();
    const recipientId = await bankRecipient(member);
    const unpaid = await order(member, recipientId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 2
          ? call(member, 'Remittance/CloseOrder', { order_id: unpaid.id })
          : call(member, 'Remittance/PayOrder', { order_id: unpaid.id, payment_method: 1 }),
      ),
    );
    const [row] = await server.db.select().from(transferOrders).where(eq(transferOrders.id, unpaid.id));
    const winners = answers.filter((answer) => answer.status === 200);
    expect([3, 99]).toContain(row?.status);
    expect(winners.length).toBe(5);
    await expectBooksRight(member.merchant.id);
  });

  it('close by themselves when the payment window ends ("Remittance order has timed out")', async () => {
    const member = await sender();
    const recipientId = await bankRecipient(member);
    const unpaid = await order(member, recipientId);
    await pass();
    let [row] = await server.db.select().from(transferOrders).where(eq(transferOrders.id, unpaid.id));
    expect(row?.status).toBe(1);
    await server.db
      .update(transferOrders)
      .set({ payBy: sql`now() - interval '1 second'` })
      .where(eq(transferOrders.id, unpaid.id));
    expect((await pass()).closed).toBeGreaterThanOrEqual(1);
    [row] = await server.db.select().from(transferOrders).where(eq(transferOrders.id, unpaid.id));
    expect(row).toMatchObject({ status: 99, closedReason: 2 });
    const detail = await call(member, 'Remittance/GetOrderDetail', { order_id: unpaid.id }, 'zh-CN');
    expect((detail.body as { order: unknown }).order).toMatchObject({ status_note: '汇款订单已超时' });
  });

  it('re-price an unpaid order whose quote expired before paying: "the exchange rate was updated"', async () => {
    const member = await sender();
    const recipientId = await bankRecipient(member);
    const unpaid = await order(member, recipientId, { send_amount: '300' });
    await server.db
      .update(transferOrders)
      .set({ priceExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(transferOrders.id, unpaid.id));
    const stale = await call(member, 'Remittance/PayOrder', { order_id: unpaid.id, payment_method: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ return_code: 'QUOTE_EXPIRED' });
    expect(stale.body.msg).toBe('The exchange rate was updated. Please check the new amounts and pay again.');
    const repriced = (stale.body as unknown as { order: { send_amount: number; quote_id: number } }).order;
    expect(repriced.send_amount).toBe(300);
    const [row] = await server.db.select().from(transferOrders).where(eq(transferOrders.id, unpaid.id));
    expect(row?.priceExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    const paid = await call(member, 'Remittance/PayOrder', { order_id: unpaid.id, payment_method: 1 });
    expect(paid.status, paid.body.msg).toBe(200);
    await expectBooksRight(member.merchant.id);
  });

  it('return a failed transfer to the global account in the receive currency, the fee given back', async () => {
    const member = await sender();
    const recipientId = await bankRecipient(member, { ending: '7777' });
    await order(member, recipientId, { send_amount: '5' });
    const failing = await order(member, recipientId, { send_amount: '200' });
    const before = await balance(member.merchant.id, AUD);
    await call(member, 'Remittance/PayOrder', { order_id: failing.id, payment_method: 1 });
    expect((await pass()).failed).toBeGreaterThanOrEqual(1);
    const [row] = await server.db.select().from(transferOrders).where(eq(transferOrders.id, failing.id));
    expect(row?.status).toBe(7);
    expect(await balance(member.merchant.id, CNY)).toBe(row!.receiveMinor);
    expect(await balance(member.merchant.id, AUD)).toBe(before - 200_00);
    await expectBooksRight();
  });

  it('credit a returned transfer less the 25 AUD abnormal-handling fee (in the receive currency)', async () => {
    const member = await sender();
    const recipientId = await bankRecipient(member, { ending: '8888' });
    const returning = await order(member, recipientId, { send_amount: '400' });
    await call(member, 'Remittance/PayOrder', { order_id: returning.id, payment_method: 1 });
    await pass();
    const result = await pass();
    expect(result.returned).toBeGreaterThanOrEqual(1);
    const [row] = await server.db.select().from(transferOrders).where(eq(transferOrders.id, returning.id));
    expect(row?.status).toBe(6);
    expect(row!.abnormalFeeMinor).toBeGreaterThan(100_00); // 25 AUD is more than 100 CNY at any sandbox rate
    expect(await balance(member.merchant.id, CNY)).toBe(row!.receiveMinor - row!.abnormalFeeMinor);
    await expectBooksRight();
  });

  it('pay a product user free and at once, into their merchant’s global account', async () => {
    const member = await sender();
    const { recipientId, other } = await productUserRecipient(member, CNY);
    const q = await quote(member, { recipient_id: recipientId, send_currency_id: AUD, send_amount: '100' });
    expect((q.body as { quote: unknown }).quote).toMatchObject({ fee_amount: 0, fee_waiver: 2 });
    const unpaid = await order(member, recipientId, { send_amount: '100' });
    const paid = await call(member, 'Remittance/PayOrder', { order_id: unpaid.id, payment_method: 1 });
    expect((paid.body as { order: unknown }).order).toMatchObject({ status: 4, fee_amount: 0 });
    const [row] = await server.db.select().from(transferOrders).where(eq(transferOrders.id, unpaid.id));
    expect(await balance(other.merchant.id, CNY)).toBe(row!.receiveMinor);
    await expectBooksRight();
  });

  it('are open to role 5 and not to a cashier; another merchant’s order is not found', async () => {
    const member = await sender([5]);
    const recipientId = await bankRecipient(member);
    const unpaid = await order(member, recipientId);
    const cashier = await memberWithRoles(server, [3]);
    expect((await call(cashier, 'Remittance/GetOrderList', {})).status).toBe(403);
    const stranger = await sender();
    const peek = await call(stranger, 'Remittance/GetOrderDetail', { order_id: unpaid.id });
    expect(peek.status).toBe(404);
    expect((await call(stranger, 'Remittance/CloseOrder', { order_id: unpaid.id })).status).toBe(404);
    const list = await call(member, 'Remittance/GetOrderList', { status: 1 });
    expect((list.body as { page_data: { total_count: number } }).page_data.total_count).toBe(1);
  });
});

describe('orders created and paid as one approval (a batch)', () => {
  async function newOrders(member: Member, recipientId: number, amounts: number[]) {
    const pricing = createPricing({ rates: deploymentFxRates(server.config), spreadPpm: server.config.fxSpreadPpm });
    const recipient = { kind: 2, currencyId: CNY, paymentNetwork: 1 };
    const at = new Date();
    return Promise.all(
      amounts.map(async (amount, index) => {
        const terms = await pricing.price(
          { recipient, sendCurrencyId: AUD, sendMinor: amount, speed: 1, firstIsFree: false },
          at,
        );
        return {
          merchantId: member.merchant.id,
          idempotencyKey: `${key()}-${index}`,
          createdByUserId: member.user.id,
          recipientId,
          recipientKind: 2,
          recipientMerchantId: null,
          paymentNetwork: 1,
          ...terms,
          quoteId: null,
          priceExpiresAt: null,
          reason: 8,
          notifyEmail: 'finance@example.test',
          reference: 'Batch',
          payBy: new Date(at.getTime() + 60_000),
        };
      }),
    );
  }

  const life = () => remittanceLife(server).life;

  it('refuses the whole set when the balance is short (nothing created), and pays all of them otherwise', async () => {
    const member = await sender([1], [[AUD, 1_000_00]]);
    const recipientId = await bankRecipient(member);
    const short = await newOrders(member, recipientId, [400_00, 400_00, 400_00]);
    await expect(life().createPaidFromBalance(member.merchant.id, AUD, short)).rejects.toMatchObject({
      messageKey: 'remittance.insufficient_balance',
    });
    const none = await server.db.select().from(transferOrders).where(eq(transferOrders.merchantId, member.merchant.id));
    expect(none).toHaveLength(0);
    const created = await life().createPaidFromBalance(
      member.merchant.id,
      AUD,
      await newOrders(member, recipientId, [400_00, 300_00]),
    );
    expect(created.map((row) => row.status)).toEqual([3, 3]);
    expect(await balance(member.merchant.id, AUD)).toBe(1_000_00 - 700_00 - 2 * 600);
    await expectBooksRight(member.merchant.id);
  });
});
