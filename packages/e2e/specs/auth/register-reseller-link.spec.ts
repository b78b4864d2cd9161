import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { connect } from '@mbo/db/client';
import { users } from '@mbo/db/schema';
import { merchantApplications } from '@mbo/db/schema-kyb';
import { callApi, FRESH_PASSWORD, freshEmail } from '../../fixtures/accounts.ts';
import { sampleApplication } from '../../fixtures/application-form.ts';
import { e2eDatabaseUrl } from '../../fixtures/e2e-database.ts';
import { passPersonalVerification } from '../../fixtures/personal-verification.ts';
import { newReseller } from '../../fixtures/resellers.ts';
import { latestCode } from '../../fixtures/session.ts';

/**
 * A reseller's sign-up link through the real page, in Chinese: a link that signs nobody up says so; a real one names
 * the reseller, and the person who signs up with it is the reseller's (their application, made by API, names it).
 */
test('a new user signs up in Chinese through a reseller’s link and their application carries the reseller', async ({
  page,
  request,
}) => {
  const reseller = await newReseller('E2E Link Reseller');
  await page.goto('/register?resellerid=R999999999');
  await page.getByText('简体中文').click();
  await expect(page.getByRole('alert')).toContainText('此注册链接无效');
  await page.getByRole('link', { name: '不通过代理商注册' }).click();
  await expect(page).toHaveURL(/\/register$/);

  const email = freshEmail('reseller-link');
  await page.goto(`/register?resellerid=${reseller.code}`);
  await expect(page.getByTestId('register-reseller')).toHaveText(`您正在通过 ${reseller.name} 注册。`);
  await page.getByLabel('邮箱地址').fill(email);
  await page.getByLabel('姓名').fill('陈梅');
  await page.getByRole('button', { name: '发送验证码' }).click();
  // The code is in the outbox once the server answered: the button then counts down.
  await expect(page.getByRole('button', { name: /\d+ 秒后重新发送/ })).toBeDisabled();
  await page.getByLabel('验证码').fill(await latestCode(request, email));
  await page.getByLabel('密码', { exact: true }).fill(FRESH_PASSWORD);
  await page.getByLabel('确认密码').fill(FRESH_PASSWORD);
  await page.getByRole('button', { name: /^注\s?册$/ }).click();
  await expect(page).toHaveURL(/\/home_n$/);

  // The rest by API: the person passes verification and applies; the application is in the reseller's portfolio.
  await passPersonalVerification(email);
  const { data } = await callApi<{ data: { token: string } }>(request, 'login', {
    AccountType: 1,
    Account: email,
    Password: FRESH_PASSWORD,
  });
  const auth = { authorization: `Bearer ${data.token}` };
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAFElEQVQImWP4z8DwHwwZGP6DCAYAP9IF+y1KdVYAAAAASUVORK5CYII=',
    'base64',
  );
  const uploaded = await request.post('/api/upload_file', {
    headers: auth,
    multipart: { token: data.token, img: { name: 'asic.png', mimeType: 'image/png', buffer: png } },
  });
  const { file } = (await uploaded.json()) as { file: string };
  const applied = await request.post('/api/setBusiness', {
    headers: auth,
    data: {
      class_number: '001',
      data: sampleApplication('Link Noodles', file),
    },
  });
  const body = (await applied.json()) as { success: boolean; msg?: string; data: { id: number } };
  expect(body.success, body.msg).toBe(true);
  const db = connect(e2eDatabaseUrl(), 1);
  try {
    const user = await db.query.users.findFirst({ where: eq(users.email, email) });
    expect(user!.referredResellerId).toBe(reseller.id);
    const [application] = await db.select().from(merchantApplications).where(eq(merchantApplications.id, body.data.id));
    expect(application!.resellerId).toBe(reseller.id);
  } finally {
    await db.$client.end();
  }
});
