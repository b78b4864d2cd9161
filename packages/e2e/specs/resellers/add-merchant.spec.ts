import { expect, test, type Page } from '@playwright/test';
import { FRESH_PASSWORD } from '../../fixtures/accounts.ts';
import { signInToConsole } from '../../fixtures/console-sign-in.ts';
import { invitationPath } from '../../fixtures/invitation.ts';
import { memberOfNewReseller } from '../../fixtures/resellers.ts';
import { agreeWhenAsked, signInThroughForm } from '../../fixtures/session.ts';
import {
  approveInConsole,
  choose,
  fillContactStep,
  fillSettlementStep,
  freshAbn,
} from '../onboarding/onboarding-steps.ts';

// Two sign-ins, seven uploads, a five-step form, a console approval and an invitation on a shared 2-core machine.
test.setTimeout(240_000);

// A 2×2 PNG (the server re-encodes it to JPEG) and a minimal PDF: the reseller flow takes either.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAFElEQVQImWP4z8DwHwwZGP6DCAYAP9IF+y1KdVYAAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Uploads a file through the field's own file input and waits for its link (`View` / `查看`). */
async function upload(page: Page, testId: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const field = page.getByTestId(testId);
  await field.locator('input[type=file]').setInputFiles(file);
  await expect(field.getByRole('link', { name: /^(View|查看)$/ })).toBeVisible({ timeout: 20_000 });
}
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/**
 * Issue 15, the whole flow through the real screens: a reseller's member signs in through the form and adds a
 * merchant for one of its sub-resellers in the five steps with real uploads (English for company, contact and
 * documents; Chinese for the IDs, the rates and the list), sees a rate under the sub-reseller's floor refused live and
 * the submit sent back to the missing power of attorney, and finds the application under review. A reviewer approves
 * it in the console (in English); the merchant admin the form named, unknown until then, opens the invitation from
 * the outbox, sets a password and lands on the new merchant's home; the link works once. The reseller's portfolio
 * then shows the merchant, verified, under the sub-reseller.
 */
test('a reseller adds a merchant for its sub-reseller in five steps, the console approves, the admin joins by invitation, the portfolio shows it', async ({
  page,
  browser,
  request,
}) => {
  const member = await memberOfNewReseller(page.request, 'reseller-add');
  await agreeWhenAsked(page);
  await signInThroughForm(page, member.email, { password: member.password });
  await expect(page).toHaveURL(/\/reseller\/merchants$/);
  await page.getByRole('menuitem', { name: 'Add merchant' }).click();
  await expect(page).toHaveURL(/\/reseller\/add$/);

  // 1. Company info, for the sub-reseller.
  const abn = freshAbn();
  const company = `Manly Noodles ${abn.slice(-4)} Pty Ltd`;
  await page.getByLabel('A sub-reseller').check();
  await choose(page, 'sub-reseller', member.subResellerName);
  await page.getByTestId('abn').fill(abn);
  await page.getByTestId('merchant-name').fill(company);
  await choose(page, 'company-type', 'Proprietary limited company (Pty Ltd)');
  await choose(page, 'industry-category', 'Food and beverage');
  await choose(page, 'industry', 'Chinese restaurant');
  await page.getByTestId('trading-name').fill('Manly Noodles');
  await choose(page, 'store-type', 'Micro-shop');
  await page.getByTestId('next-step').click();

  // 2. Contact info and the merchant's admin.
  await fillContactStep(page, { street: '5 The Corso', email: 'hello@manly.example' });
  const adminEmail = `admin-${abn}@example.test`;
  await page.getByTestId('admin-email').fill(adminEmail);
  await page.getByTestId('next-step').click();

  // 3. Documents: a file of another type is refused before it is sent; the extract goes up (the power of attorney is
  // left for the refused submit to ask for).
  await page
    .getByTestId('upload-au_attachment_asic_extract_url')
    .locator('input[type=file]')
    .setInputFiles({ name: 'extract.gif', mimeType: 'image/gif', buffer: PNG });
  await expect(page.getByTestId('upload-au_attachment_asic_extract_url').getByRole('alert')).toHaveText(
    'Only PDF, JPG, JPEG, PNG, BMP files can be uploaded here, up to 20 MB.',
  );
  await upload(page, 'upload-au_attachment_asic_extract_url', image('extract.png'));
  await expect(page.getByTestId('upload-power-of-attorney')).toBeVisible();
  await page.getByTestId('next-step').click();

  // 4. Personal IDs, in Chinese: the legal person (a passport) and a 40 % holder (a licence, front and back).
  await page.getByText('简体中文').click();
  await expect(page.getByTestId('step-4')).toContainText('个人证件');
  await page.getByTestId('shareholder-name-0').fill('Lena Wu');
  await page.getByTestId('shareholder-share-0').fill('60');
  await choose(page, 'shareholder-id-type-0', '护照');
  await upload(page, 'upload-id-front-0', image('passport.png'));
  await page.getByTestId('add-shareholder').click();
  await page.getByTestId('shareholder-name-1').fill('Tom Ng');
  await page.getByTestId('shareholder-share-1').fill('40');
  await expect(page.getByTestId('shareholder-1')).toContainText('需提供证件');
  await choose(page, 'shareholder-id-type-1', '澳大利亚驾照');
  await upload(page, 'upload-id-front-1', image('licence-front.png'));
  await upload(page, 'upload-id-back-1', image('licence-back.png'));
  await upload(page, 'upload-selfie', image('selfie.png'));
  await page.getByTestId('next-step').click();

  // 5. Settlement and rates: under the sub-reseller's WeChat Pay floor (1.20 %) is refused live, naming both.
  await fillSettlementStep(page, company);
  await choose(page, 'rate-channel-0', '微信支付');
  await choose(page, 'rate-period-0', 'T+1');
  await expect(page.getByTestId('rate-floor-0')).toHaveText('底价：1.20 %');
  await page.getByTestId('rate-percent-0').fill('1.1');
  await expect(page.getByTestId('rate-problem-0')).toContainText('微信支付');
  await expect(page.getByTestId('rate-problem-0')).toContainText('1.20');
  await page.getByTestId('rate-percent-0').fill('1.6');
  await expect(page.getByTestId('rate-problem-0')).toHaveCount(0);
  // The submit is refused without the power of attorney: the form goes back to step 3 and says so.
  await page.getByTestId('submit-application').click();
  await expect(page.getByTestId('step-3')).toBeVisible();
  await expect(page.getByTestId('step-3')).toContainText('请上传授权委托书。');
  await upload(page, 'upload-power-of-attorney', { name: 'attorney.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByTestId('next-step').click();
  await page.getByTestId('next-step').click();
  await page.getByTestId('submit-application').click();
  await expect(page.getByTestId('add-merchant-success')).toContainText('审核需要 1-2 个工作日');

  // The list: the new application, for the sub-reseller, under review; the status filter is kept in the address.
  await page.getByRole('button', { name: '返回列表' }).click();
  await expect(page).toHaveURL(/\/reseller\/applications$/);
  const row = page.getByTestId('reseller-application-list').locator('tbody tr').filter({ hasText: company });
  await expect(row).toContainText(member.subResellerName);
  await expect(row.getByTestId('application-status')).toHaveText('审核中');
  await choose(page, 'status-filter', '审核中');
  await expect(page).toHaveURL(/status=0/);
  await expect(row).toBeVisible();
  await row.click();
  await expect(page.getByTestId('detail-status')).toContainText('审核中');
  await expect(page.getByTestId('reseller-application-detail')).toContainText('Tom Ng');

  // A reviewer approves it in the console, seeing whom it was added for.
  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  await signInToConsole(reviewer, 'reviewer@demo.test');
  await expect(reviewer).toHaveURL(/\/console\/queues$/);
  await approveInConsole(reviewer, 'merchant_application', company, { shows: [member.subResellerName, adminEmail] });
  await reviewerContext.close();

  // The merchant admin: registered by the approval, invited through the outbox; sets a password and is on the new
  // merchant's home.
  const invitation = await invitationPath(request, adminEmail, '/welcome');
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await agreeWhenAsked(admin);
  await admin.goto(invitation);
  await expect(admin.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await admin.getByLabel('New password').fill(FRESH_PASSWORD);
  await admin.getByLabel('Confirm password').fill(FRESH_PASSWORD);
  await admin.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(admin).toHaveURL(/\/home$/, { timeout: 30_000 });
  await expect(admin.getByText('Manly Noodles').first()).toBeVisible();
  // The link works once: opened again, it is refused with a clear message.
  await admin.evaluate(() => localStorage.clear());
  await admin.goto(invitation);
  await admin.getByLabel('New password').fill('Another2026y');
  await admin.getByLabel('Confirm password').fill('Another2026y');
  await admin.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(admin.getByRole('alert')).toContainText('This invitation link is not valid');
  await adminContext.close();

  // The reseller's portfolio shows the merchant, live and verified, under the sub-reseller.
  await page.goto('/reseller/merchants');
  const merchant = page.getByTestId('portfolio-table').locator('tbody tr').filter({ hasText: company });
  await expect(merchant).toContainText(member.subResellerName);
  await expect(merchant).toContainText('已认证');
});
