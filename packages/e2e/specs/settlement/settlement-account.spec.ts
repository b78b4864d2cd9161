import { expect, test, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { connect } from '@mbo/db/client';
import { employeeRoles, employees, merchantCurrencies, merchants, users } from '@mbo/db/schema';
import { FRESH_PASSWORD, freshEmail, registerByApi } from '../../fixtures/accounts.ts';
import { e2eDatabaseUrl } from '../../fixtures/e2e-database.ts';
import { agreeWhenAsked, latestCode, signInThroughForm } from '../../fixtures/session.ts';

interface Person {
  email: string;
  /** Where their SMS go (the outbox's recipient). */
  phone: string;
}

const randomPhone = () => `04${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;

/**
 * A merchant of this spec's own (AUD and USD, verified) with two fresh super admins, each with a phone for the
 * codes: the demo merchant's settlement account is never touched. Data set-up, as the console's approval would
 * leave it; the screens and the server answer for real.
 */
async function freshMerchant(page: Page): Promise<Person[]> {
  const people = [
    { email: freshEmail('settlement-en'), phone: randomPhone() },
    { email: freshEmail('settlement-zh'), phone: randomPhone() },
  ];
  for (const person of people) await registerByApi(page.request, person.email);
  const db = connect(e2eDatabaseUrl(), 1);
  try {
    const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const [merchant] = await db
      .insert(merchants)
      .values({ number: `E${id}`, name: `Settlement E2E ${id} Pty Ltd`, shortName: `SE2E ${id}`, isVerify: true })
      .returning();
    await db.insert(merchantCurrencies).values([
      { merchantId: merchant!.id, currencyId: 1 },
      { merchantId: merchant!.id, currencyId: 2 },
    ]);
    for (const person of people) {
      const [user] = await db
        .update(users)
        .set({ countryCode: '+61', phone: person.phone })
        .where(eq(users.email, person.email))
        .returning();
      await db.insert(employees).values({ merchantId: merchant!.id, userId: user!.id });
      await db.insert(employeeRoles).values({ merchantId: merchant!.id, userId: user!.id, roleType: 1 });
    }
  } finally {
    await db.$client.end();
  }
  return people.map((person) => ({ ...person, phone: `+61 ${person.phone}` }));
}

/** Signs in through the form (a fresh account's password), agrees to the notice when asked, opens /settlement. */
async function openSettlement(page: Page, person: Person, language: 'en' | 'zh_CN'): Promise<void> {
  await agreeWhenAsked(page);
  await signInThroughForm(page, person.email, { password: FRESH_PASSWORD, language, path: '/settlement' });
  await expect(page.getByTestId('app-sider')).toBeVisible({ timeout: 30_000 });
}

test('a super admin moves the AUD payouts to a bank account and back to the global account, in English and Chinese', async ({
  page,
}) => {
  // Two sign-ins, two changes with their codes: longer than the default minute on a busy machine.
  test.setTimeout(150_000);
  const [english, chinese] = await freshMerchant(page);
  await page.goto('/login');

  // English: both cards, the default global account with its number in 4s and balance.
  await openSettlement(page, english!, 'en');
  const aud = page.getByTestId('settlement-card-AUD');
  await expect(page.getByTestId('settlement-card-USD')).toBeVisible();
  const current = page.getByTestId('settlement-current-AUD');
  await expect(current).toContainText('Global account');
  await expect(current).toContainText('AUD Global Account');
  await expect(current).toContainText(/9001 0000 \d{4} \d{4}/);
  await expect(current).toContainText('AUD 0.00');
  await expect(aud).toContainText('The default: payouts go to your global account');

  // Step 1: the bank form checks the BSB against the directory and names the bank.
  await aud.getByRole('button', { name: 'Edit the AUD settlement account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the AUD settlement account' });
  await dialog.getByRole('radio', { name: 'Bank account' }).check();
  await dialog.getByLabel('Account name').fill('Settlement E2E Pty Ltd');
  await dialog.getByLabel('BSB').fill('991000');
  await dialog.getByLabel('Account number').fill('1234');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText("No Australian bank uses this BSB's first two digits: check the BSB.")).toBeVisible();
  await expect(dialog.getByText('The account number must be 5 to 9 digits.')).toBeVisible();
  await dialog.getByLabel('BSB').fill('062000');
  await expect(dialog.getByLabel('BSB')).toHaveValue('062-000');
  await expect(dialog.getByTestId('bsb-bank')).toHaveText('Commonwealth Bank · NSW / ACT');
  await dialog.getByLabel('Account number').fill('12345678');
  await expect(dialog.getByText(/takes at least one Australian working day/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();

  // Step 2; back returns to step 1 with what was typed.
  await expect(dialog.getByText('confirm the change with a code sent to your phone')).toBeVisible();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByLabel('Account name')).toHaveValue('Settlement E2E Pty Ltd');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await expect(dialog.getByText(`Code sent to +61 ******${english!.phone.slice(-4)}`)).toBeVisible();
  const code = await latestCode(page.request, english!.phone);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await dialog.getByLabel('Verification code').fill(wrong);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Verification code error, check and re-enter.')).toBeVisible();
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  // Step 3: the effective date; the card shows the change pending until then.
  await expect(dialog.getByText('Settlement account changed')).toBeVisible();
  await expect(dialog.getByTestId('settlement-effective')).toContainText(/Takes effect on \d{4}-\d{2}-\d{2} 00:00/);
  await page.screenshot({ path: test.info().outputPath('settlement-account-changed-en.png') });
  await dialog.getByRole('button', { name: 'Done' }).click();
  const pending = page.getByTestId('settlement-pending-AUD');
  await expect(pending).toContainText(/Change pending: from \d{4}-\d{2}-\d{2} 00:00/);
  await expect(pending).toContainText('Commonwealth Bank');
  await expect(pending).toContainText('062-000');
  await expect(pending).toContainText('1234 5678');
  await expect(pending).toContainText('Settlement E2E Pty Ltd');
  await expect(current).toContainText('Global account');
  await page.screenshot({ path: test.info().outputPath('settlement-account-en.png'), fullPage: true });

  // The settlement pages' tab bar (overview §2): T+0 same-day, T+0 applications, and back.
  await page.getByRole('tab', { name: 'T+0 same-day settlement' }).click();
  await expect(page).toHaveURL(/\/settlementSet$/);
  await page.getByRole('tab', { name: 'T+0 applications' }).click();
  await expect(page).toHaveURL(/\/settlementList$/);
  await page.getByRole('tab', { name: 'Settlement method' }).click();
  await expect(page).toHaveURL(/\/settlement$/);
  await expect(current).toContainText('Global account');

  // Chinese, the other super admin (the first signs out): back to the global account, in force at the next settlement.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await openSettlement(page, chinese!, 'zh_CN');
  const audZh = page.getByTestId('settlement-card-AUD');
  await expect(page.getByTestId('settlement-pending-AUD')).toContainText('澳大利亚联邦银行');
  await audZh.getByRole('button', { name: '修改 AUD 结算账户' }).click();
  const dialogZh = page.getByRole('dialog', { name: '修改 AUD 结算账户' });
  await expect(dialogZh.getByRole('radio', { name: /全球账户/ })).toBeChecked();
  await expect(dialogZh.getByText('自下一次结算起生效。结算至全球账户免手续费。')).toBeVisible();
  await dialogZh.getByRole('button', { name: '下一步' }).click();
  await dialogZh.getByRole('button', { name: '发送验证码' }).click();
  await expect(dialogZh.getByRole('button', { name: /\d+ 秒后重发/ })).toBeDisabled();
  await dialogZh.getByLabel('验证码').fill(await latestCode(page.request, chinese!.phone));
  await dialogZh.getByRole('button', { name: /^确\s?认$/ }).click();
  await expect(dialogZh.getByText('结算账户已修改')).toBeVisible();
  await expect(dialogZh.getByTestId('settlement-effective')).toContainText('自下一次结算起生效');
  await dialogZh.getByRole('button', { name: /^完\s?成$/ }).click();
  const currentZh = page.getByTestId('settlement-current-AUD');
  await expect(currentZh).toContainText('全球账户');
  await expect(currentZh).toContainText('AUD 全球账户');
  await expect(page.getByTestId('settlement-pending-AUD')).toHaveCount(0);
  await expect(audZh).toContainText(/自 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 起生效/);
  await page.screenshot({ path: test.info().outputPath('settlement-account-zh.png'), fullPage: true });
});
