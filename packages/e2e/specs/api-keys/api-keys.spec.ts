import { expect, test } from '@playwright/test';
import { createHmac, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { connect } from '@mbo/db/client';
import { callApi } from '../../fixtures/accounts.ts';
import { latestCode } from '../../fixtures/session.ts';
import { openShell } from '../shell/shell-session.ts';
import { harbourId, OWNER_PHONE } from '../transactions/transactions-api.ts';
import { e2eDatabaseUrl } from '../../fixtures/e2e-database.ts';

/** The secret key in the newest SMS to the owner, read from the development outbox. */
async function secretFromOutbox(request: Parameters<typeof callApi>[0]): Promise<{ keyId: string; secret: string }> {
  const { messages } = await callApi<{ messages: { body: string }[] }>(request, 'dev/outbox', {
    recipient: OWNER_PHONE,
    limit: 1,
  });
  const body = messages[0]?.body ?? '';
  return { keyId: /pk_[\w-]+/.exec(body)![0], secret: /sk_[\w-]+/.exec(body)![0] };
}

/** The sandbox's transaction of an order (what the wallet app would have), from the server's database. */
async function channelTxnOf(merchantId: number, orderNo: string): Promise<string> {
  const db = connect(e2eDatabaseUrl(), 1);
  try {
    const { rows } = await db.execute<{ channel_txn_id: string }>(
      sql`select channel_txn_id from orders where merchant_id = ${merchantId} and number = ${orderNo}`,
    );
    return rows[0]!.channel_txn_id;
  } finally {
    await db.$client.end();
  }
}

test('the owner issues a key with chosen scopes (SMS code), sees it listed with issuer and scopes, and logs the notification of an API order paid in the sandbox', async ({
  page,
  baseURL,
}) => {
  const token = await openShell(page, 'owner@demo.test', { path: '/api' });
  const merchantId = await harbourId(page.request, token);

  // The owner may refund, so the refunds scope is offered; orders and read are ticked by default.
  await page.getByRole('button', { name: 'Issue new key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue a new secret key' });
  await expect(dialog.getByRole('checkbox', { name: 'Orders: create and query orders' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Refunds: create and query refunds' }).check();
  await dialog.getByRole('checkbox', { name: 'Read only: query orders and refunds' }).uncheck();
  await dialog.getByRole('button', { name: 'Send code' }).click();
  // The countdown starts once the server has answered, so the code is in the outbox (read too early, it was not).
  await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await dialog.getByLabel('Verification code').fill(await latestCode(page.request, OWNER_PHONE));
  await dialog.getByRole('button', { name: 'Issue key' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`Secret key sent to +61 ******${OWNER_PHONE.slice(-4)}`).last()).toBeVisible();
  const key = await secretFromOutbox(page.request);
  await expect(page.getByTestId('public-key')).toHaveText(key.keyId);
  const listed = page.getByTestId('api-keys').getByRole('row', { name: new RegExp(key.keyId) });
  await expect(listed).toContainText('Orders');
  await expect(listed).toContainText('Refunds');
  await expect(listed).not.toContainText('Read only');
  await expect(listed).toContainText('Olivia Chen (you)');
  await expect(listed).toContainText('Active');
  await expect(page.getByRole('link', { name: 'API documentation' })).toHaveAttribute('href', '/api-docs/v1');
  await page.screenshot({ path: test.info().outputPath('developer-key-en.png'), fullPage: true });

  // The merchant's own server: receives notifications and checks their signature.
  const received: { eventId: string; isSigned: boolean; body: string }[] = [];
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const timestamp = String(request.headers['x-timestamp']);
      const expected = createHmac('sha256', key.secret).update(`${timestamp}\n${body}`).digest('hex');
      received.push({
        eventId: String(request.headers['x-event-id']),
        isSigned: expected === request.headers['x-signature'],
        body,
      });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  try {
    const notifyUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/notify`;
    const body = JSON.stringify({
      amount: '12.50',
      currency: 'AUD',
      source_type: 4,
      channel: 1,
      out_trade_no: `e2e-${randomUUID()}`,
      notify_url: notifyUrl,
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = randomUUID();
    const signature = createHmac('sha256', key.secret)
      .update(`POST\n/v1/orders\n${timestamp}\n${nonce}\n${body}`)
      .digest('hex');
    const created = await page.request.post(`${baseURL}/v1/orders`, {
      data: body,
      headers: {
        'content-type': 'application/json',
        'x-key-id': key.keyId,
        'x-timestamp': timestamp,
        'x-nonce': nonce,
        'x-signature': signature,
      },
    });
    expect(created.status()).toBe(201);
    const { order } = (await created.json()) as { order: { order_no: string } };
    await callApi(page.request, 'sandbox/wallet_action', {
      txn_token: await channelTxnOf(merchantId, order.order_no),
      action: 'pay',
    });

    await expect.poll(() => received.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(received[0]!.isSigned).toBe(true);
    expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'order.paid', data: { order_no: order.order_no } });

    const log = page.getByTestId('notification-log');
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(log.getByRole('row', { name: new RegExp(received[0]!.eventId) })).toContainText('Delivered', {
        timeout: 2_000,
      });
    }).toPass({ timeout: 15_000 });
    const row = log.getByRole('row', { name: new RegExp(received[0]!.eventId) });
    await expect(row).toContainText('order.paid');
    await expect(row).toContainText('HTTP 200');
    await row.getByRole('button', { name: /expand/i }).click();
    await expect(log.getByRole('table', { name: `Attempts of ${received[0]!.eventId}` })).toContainText('HTTP 200');
    await page.screenshot({ path: test.info().outputPath('developer-log-en.png'), fullPage: true });
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});

// After the test above (the owner's key exists). The admin asks for no secret key here: the business spec has one
// sent to the admin, and the 60-second resend window is per user.
test('in Chinese, a merchant admin issues a key without the refunds scope (SMS code); the list shows both issuers', async ({
  page,
}) => {
  const adminPhone = '+61 0412000004';
  await openShell(page, 'admin@demo.test', { path: '/api', language: 'zh_CN' });
  await expect(page.getByText('API 文档')).toBeVisible();
  const before = await page.getByTestId('public-key').textContent();
  expect(before).toMatch(/^pk_/);

  await page.getByRole('button', { name: '签发新密钥' }).click();
  const dialog = page.getByRole('dialog', { name: '签发新的密钥' });
  await expect(dialog).toContainText('当前密钥将立即失效');
  // A merchant admin may not refund in the back-office, so the key cannot either.
  await expect(dialog.getByRole('checkbox', { name: '退款：发起和查询退款' })).toHaveCount(0);
  await expect(dialog.getByRole('checkbox', { name: '订单：创建和查询订单' })).toBeChecked();
  await expect(dialog).toContainText('只有在后台有退款权限的人才能选择退款权限。');
  await dialog.getByRole('button', { name: '发送验证码' }).click();
  await expect(dialog.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  await dialog.getByLabel('验证码').fill(await latestCode(page.request, adminPhone));
  await page.screenshot({ path: test.info().outputPath('developer-issue-zh.png') });
  await dialog.getByRole('button', { name: '签发密钥' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('密钥已发送至 +61 ******0004').last()).toBeVisible();
  await expect(page.getByTestId('public-key')).not.toHaveText(before ?? '');
  const { messages } = await callApi<{ messages: { body: string }[] }>(page.request, 'dev/outbox', {
    recipient: adminPhone,
    limit: 1,
  });
  const keyId = /pk_[\w-]+/.exec(messages[0]!.body)![0];
  await expect(page.getByTestId('public-key')).toHaveText(keyId);

  const keys = page.getByTestId('api-keys');
  const mine = keys.getByRole('row', { name: new RegExp(keyId) });
  await expect(mine).toContainText('Adam Smith (我)');
  await expect(mine).toContainText('订单');
  await expect(mine).toContainText('只读');
  await expect(mine).toContainText('有效');
  const owners = keys.getByRole('row', { name: new RegExp(before ?? 'none') });
  await expect(owners).toContainText('Olivia Chen');
  await expect(owners).toContainText('已停用');
  await page.screenshot({ path: test.info().outputPath('developer-keys-zh.png'), fullPage: true });
});
