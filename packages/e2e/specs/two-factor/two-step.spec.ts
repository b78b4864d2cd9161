import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { TOTP_PERIOD_S } from '@mbo/contracts/two-factor';
import { FRESH_PASSWORD } from '../../fixtures/accounts.ts';
import { ownerOfNewMerchant } from '../../fixtures/fresh-merchant.ts';

/**
 * Two-step verification (issue 9) through the real screens, with an account of its own (no other spec signs in
 * with it): set up on the security settings page, sign out, sign in through the form and its second step.
 */

/** The code an authenticator app shows for a TOTP step. */
const codeAt = (secret: string, step: number) => generate({ secret, epoch: step * TOTP_PERIOD_S + 1 });
const stepNow = () => Math.floor(Date.now() / 1000 / TOTP_PERIOD_S);

/** Opens the user dropdown (again, if a re-render of the freshly started shell closed it) and picks an item. */
async function chooseFromUserMenu(page: Page, item: string) {
  const entry = page.getByRole('menuitem', { name: item, exact: true });
  for (let attempt = 0; attempt < 3 && !(await entry.isVisible()); attempt++) {
    await page.getByTestId('user-menu').click();
    await entry.waitFor({ state: 'visible', timeout: 8_000 }).catch(() => undefined);
  }
  await entry.click();
}

async function submitLogin(page: Page, email: string) {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(FRESH_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('set up two-step verification on the settings page, then sign in through the form and its second step', async ({
  page,
  request,
}) => {
  // Two sign-ins, a set-up and two shell loads: more than one ordinary spec's work.
  test.setTimeout(180_000);
  const { email } = await ownerOfNewMerchant(request, 'two-step');
  await page.goto('/login');
  await submitLogin(page, email);
  await expect(page).toHaveURL(/\/home$/);

  await chooseFromUserMenu(page, 'Security settings');
  await expect(page).toHaveURL(/\/setting$/);
  const section = page.getByTestId('two-step-section');
  await expect(section.getByText('Off', { exact: true })).toBeVisible();
  await section.getByRole('button', { name: 'Set up two-step verification' }).click();
  await section.getByRole('button', { name: 'Start set-up' }).click();
  await expect(section.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = (await section.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  const step = stepNow();
  await section.getByLabel('Code from your authenticator app').fill(await codeAt(secret, step));
  await section.getByRole('button', { name: 'Turn on' }).click();
  const codes = section.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  await section.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(section.getByText('On', { exact: true })).toBeVisible();
  await expect(section.getByText('Unused recovery codes: 10.')).toBeVisible();

  await chooseFromUserMenu(page, 'Log out');
  await expect(page).toHaveURL(/\/login$/);

  await submitLogin(page, email);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  // The code of the set-up's step is spent: it is refused inline, and nothing is signed in.
  await page.getByLabel('Authentication code').fill(await codeAt(secret, step));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That code has already been used. Wait for the next code in your authenticator app.',
  );
  await expect(page).toHaveURL(/\/login$/);
  // The app's next code (one step ahead is accepted) completes the sign-in.
  await page.getByLabel('Authentication code').fill(await codeAt(secret, step + 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

test('sets up two-step verification in Chinese: every step of the section speaks Chinese', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { email } = await ownerOfNewMerchant(request, 'two-step');
  await page.goto('/login');
  await submitLogin(page, email);
  await expect(page).toHaveURL(/\/home$/);
  // The language the shell reads on load, as the header's switch leaves it.
  await page.evaluate(() => window.localStorage.setItem('language', 'zh_CN'));
  await page.goto('/setting');

  const section = page.getByTestId('two-step-section');
  await expect(section).toContainText('两步验证');
  await expect(section.getByText('未开启', { exact: true })).toBeVisible();
  await section.getByRole('button', { name: '设置两步验证' }).click();
  await section.getByRole('button', { name: '开始设置' }).click();
  await expect(section.getByRole('img', { name: '用身份验证器应用扫描的二维码' })).toBeVisible();
  const secret = (await section.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  await section.getByLabel('身份验证器应用中的验证码').fill(await codeAt(secret, stepNow()));
  await section.getByRole('button', { name: /^开\s?启$/ }).click();
  await expect(section.getByText('保存您的恢复码')).toBeVisible();
  await expect(section.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await testInfo.attach('two-step recovery codes in Chinese', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
  await section.getByRole('button', { name: '我已保存恢复码' }).click();
  await expect(section.getByText('已开启', { exact: true })).toBeVisible();
  await expect(section.getByText('每次登录都需要输入身份验证器应用中的验证码。未使用的恢复码：10 个。')).toBeVisible();
});
