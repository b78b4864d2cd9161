import { expect, test, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { connect } from '@mbo/db/client';
import { persons, users } from '@mbo/db/schema';
import { DEMO_PASSWORD } from '@mbo/db/seed/demo-accounts';
import { e2eDatabaseUrl } from '../../fixtures/e2e-database.ts';

const EMAIL = 'new@demo.test';
// A 2×2 PNG (red, green, blue, transparent): the server re-encodes it to JPEG on white.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAFElEQVQImWP4z8DwHwwZGP6DCAYAP9IF+y1KdVYAAAAASUVORK5CYII=',
  'base64',
);

/** new@demo.test starts, and ends, with no personal verification (the shell specs expect it so). */
async function clearVerification(): Promise<void> {
  const db = connect(e2eDatabaseUrl(), 1);
  try {
    const user = await db.query.users.findFirst({ where: eq(users.email, EMAIL) });
    await db.delete(persons).where(eq(persons.userId, user!.id));
  } finally {
    await db.$client.end();
  }
}

// Three uploads and a long form on a shared 2-core machine.
test.setTimeout(120_000);
test.beforeEach(clearVerification);
test.afterAll(clearVerification);

/** Picks an option of a searchable select by typing it, as a keyboard user would. */
async function pick(page: Page, testId: string, option: string): Promise<void> {
  const select = page.getByTestId(testId);
  await select.click();
  await select.locator('input').fill(option);
  await expect(
    page.locator(
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-active[title="${option}"]`,
    ),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(select).toContainText(option);
}

async function attach(page: Page, testId: string, name: string): Promise<void> {
  const field = page.getByTestId(testId);
  await field.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  await expect(field.locator('img')).toBeVisible();
}

const expiry = `${new Date().getUTCFullYear() + 4}-03-31`;

test('a new user verifies their identity on /personal in English', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home_n$/);

  await page.goto('/personal');
  await expect(page.getByTestId('kyc-status')).toContainText('Not submitted', { timeout: 20_000 });
  // A submit with nothing filled names the failure and changes nothing.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('The submission failed, please check all fields are completed.')).toBeVisible();

  await pick(page, 'nationality', 'Australia');
  await page.getByLabel('First name').fill('Nina');
  await page.getByLabel('Last name').fill('Patel');
  await page.getByLabel('Birthday').fill('2015-01-01');
  await page.getByLabel('Last name').click();
  await expect(page.getByText('You must be at least 18 years old to verify your identity.')).toBeVisible();
  await page.getByLabel('Birthday').fill('1991-07-14');
  await pick(page, 'gender', 'Female');
  await pick(page, 'residence-country', 'Australia');
  await pick(page, 'province', 'New South Wales');
  await pick(page, 'city', 'Sydney');
  await page.getByLabel('Street').fill('1 George Street');
  await page.getByLabel('Postcode').fill('2000');
  await pick(page, 'issue-country', 'Australia');
  await pick(page, 'id-type', 'Driver licence');
  await pick(page, 'issue-state', 'New South Wales');
  await page.getByLabel('ID number').fill('NSW1234567');
  await page.getByLabel('ID expiry date').fill(expiry);
  await attach(page, 'upload-front', 'front.png');
  await attach(page, 'upload-back', 'back.png');
  await attach(page, 'upload-selfie', 'selfie.png');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByTestId('kyc-status')).toContainText('Under review');
  await expect(page.getByTestId('kyc-status')).toContainText(
    'Your identity information is being reviewed, and please wait patiently.',
  );
  await expect(page.getByTestId('person-view')).toContainText('Nina Patel');
  await page.getByRole('button', { name: 'Refresh status' }).click();
  await expect(page.getByText('The personal information verification status has been updated.')).toBeVisible();
});

test('a new user verifies their identity on /personal in Chinese, with a Chinese passport', async ({ page }) => {
  await page.goto('/login');
  await page.getByText('简体中文').click();
  await page.getByLabel('邮箱地址').fill(EMAIL);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^登\s?录$/ }).click();
  await expect(page).toHaveURL(/\/home_n$/);

  await page.goto('/personal');
  await expect(page.getByTestId('kyc-status')).toContainText('未提交', { timeout: 20_000 });
  await pick(page, 'nationality', '中国');
  await page.getByLabel('名', { exact: true }).fill('小明');
  await page.getByLabel('姓', { exact: true }).fill('王');
  await page.getByLabel('出生日期').fill('1988-09-09');
  await pick(page, 'gender', '男');
  await pick(page, 'residence-country', '中国');
  await pick(page, 'province', '广东省');
  await pick(page, 'city', '深圳');
  await page.getByLabel('街道地址').fill('深南大道1号');
  await page.getByLabel('邮编').fill('518000');
  await pick(page, 'issue-country', '中国');
  await pick(page, 'id-type', '护照');
  await page.getByLabel('证件号码').fill('E12345678');
  await page.getByLabel('证件有效期').fill(expiry);
  await attach(page, 'upload-front', 'passport.png');
  // A passport has no back page to show.
  await expect(page.getByTestId('upload-back')).toHaveCount(0);
  await attach(page, 'upload-selfie', 'selfie.png');
  await page.getByRole('button', { name: /^提\s?交$/ }).click();

  await expect(page.getByTestId('kyc-status')).toContainText('审核中');
  await expect(page.getByTestId('kyc-status')).toContainText('您的身份信息正在审核中，请耐心等待。');
  await expect(page.getByTestId('person-view')).toContainText('小明 王');
});

test('a rejected person reads the reason in the modal and goes to the form with Update now', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill('rejected@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText('the ID photo is blurred and cannot be read');
  await modal.getByRole('button', { name: 'Update now' }).click();
  await expect(page).toHaveURL(/\/personal\?update=1$/);
  await expect(page.getByTestId('kyc-status')).toContainText('Failed', { timeout: 20_000 });
  await expect(page.getByTestId('kyc-status')).toContainText('the ID photo is blurred and cannot be read');
  await expect(page.getByTestId('person-form')).toBeVisible();
});
