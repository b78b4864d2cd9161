import { expect, test, type Page } from '@playwright/test';
import { signInToConsole } from '../../fixtures/console-sign-in.ts';
import { FRESH_PASSWORD, freshEmail, registerByApi } from '../../fixtures/accounts.ts';
import {
  approveInConsole,
  attachAsicExtract,
  fillCompanyStep,
  fillContactStep,
  fillPerson,
  fillSettlementStep,
  freshAbn,
  signInThroughForm,
  submitPerson,
  XIAOMING,
} from './onboarding-steps.ts';

// Sign-ups, four uploads, two forms and two reviews on a shared 2-core machine.
test.setTimeout(240_000);

const useLanguage = async (page: Page, language: 'en' | 'zh_CN') => {
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.reload();
};

/**
 * The whole door of issue 11, in both languages: a brand-new user verifies their identity (in Chinese), a reviewer
 * approves it (in English), the user applies in five steps (in English, leaving half-way and coming back to the
 * draft), reads the application in Chinese, a reviewer approves it (in Chinese), and the user opens the new
 * merchant on its home.
 */
test('a new user verifies, applies in five steps, is approved twice in the console and opens the new merchant on home', async ({
  page,
  browser,
}) => {
  const email = freshEmail('door');
  const applicant = `Door ${Math.random().toString(36).slice(2, 8)}`;
  await registerByApi(page.request, email, FRESH_PASSWORD, applicant);

  // 1. Personal verification through the real form, in Chinese.
  await signInThroughForm(page, email, FRESH_PASSWORD, 'zh_CN');
  await expect(page).toHaveURL(/\/home_n$/);
  await page.goto('/personal');
  await expect(page.getByTestId('kyc-status')).toContainText('未提交', { timeout: 20_000 });
  await fillPerson(page, XIAOMING);
  await submitPerson(page, 'zh_CN');
  await expect(page.getByTestId('kyc-status')).toContainText('审核中');
  await expect(page.getByTestId('kyc-status')).toContainText('您的身份信息正在审核中，请耐心等待。');
  await expect(page.getByTestId('person-view')).toContainText('小明 王');

  // 2. A reviewer approves it in the console, in English (the province and city in English there).
  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  await signInToConsole(reviewer, 'reviewer@demo.test');
  await expect(reviewer).toHaveURL(/\/console\/queues$/);
  await approveInConsole(reviewer, 'person_verification', applicant, { shows: ['Guangdong', 'Shenzhen'] });

  await page.getByRole('button', { name: '刷新状态' }).click();
  await expect(page.getByText('个人信息认证状态已更新。')).toBeVisible();
  await expect(page.getByTestId('kyc-status')).toContainText('已通过');

  // 3. The application, in English: steps 1 and 2, then leave half-way (the step change saved the draft).
  await useLanguage(page, 'en');
  const abn = freshAbn();
  const company = `Bondi Dumplings ${abn.slice(-4)} Pty Ltd`;
  await page.goto('/addMerchantList');
  await page.getByTestId('add-application').click();
  await expect(page).toHaveURL(/\/addMerchant$/);
  await fillCompanyStep(page, { abn, name: company, tradingName: 'Bondi Dumplings' });
  await page.getByTestId('next-step').click();
  await fillContactStep(page, { street: '10 Campbell Parade', email: 'hello@bondi.example' });
  await page.getByTestId('next-step').click();
  await expect(page.getByTestId('step-3')).toBeVisible();
  await page.goto('/addMerchantList');
  await expect(page.getByTestId('add-application')).toBeVisible();

  // Back: the draft is there, at the step left.
  await page.getByTestId('add-application').click();
  await expect(page.getByTestId('step-3')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByTestId('street')).toHaveValue('10 Campbell Parade');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByTestId('merchant-name')).toHaveValue(company);

  // Submitting without the documents jumps to step 3 with its message; then steps 3 to 5 and the submit.
  for (let step = 0; step < 4; step += 1) await page.getByTestId('next-step').click();
  await fillSettlementStep(page, company);
  await page.getByTestId('submit-application').click();
  await expect(page.getByText('Please complete the document info.').first()).toBeVisible();
  await expect(page.getByTestId('step-3')).toBeVisible();
  await attachAsicExtract(page);
  await page.getByTestId('next-step').click();
  await page.getByTestId('next-step').click();
  await page.getByTestId('submit-application').click();
  await expect(page.getByTestId('application-success')).toContainText('Verification takes 1-2 working days.');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('tbody tr').filter({ hasText: company })).toContainText('Under review');

  // 4. The list and the detail in Chinese: the state and city are named in Chinese too.
  await useLanguage(page, 'zh_CN');
  const row = page.locator('tbody tr').filter({ hasText: company });
  await expect(row).toContainText('审核中');
  await row.click();
  const detail = page.getByTestId('application-detail');
  await expect(detail).toContainText('新南威尔士州');
  await expect(detail).toContainText('悉尼');
  await useLanguage(page, 'en');
  await expect(detail).toContainText('New South Wales');
  await expect(detail).toContainText('Sydney');

  // 5. The reviewer approves the application, now in Chinese: state, city and industry in Chinese there too.
  await reviewer.getByText('简体中文').click();
  await approveInConsole(reviewer, 'merchant_application', company, {
    language: 'zh_CN',
    shows: ['新南威尔士州', '悉尼', '中餐'],
  });
  await reviewerContext.close();

  // 6. Still signed in, the landing page has the way into the new merchant: verified, on home (not home_n).
  await useLanguage(page, 'zh_CN');
  await page.goto('/home_n');
  await page.getByTestId('home-n-open-merchant').click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  await expect(page.getByTestId('home-merchant-name')).toHaveText(company);
});
