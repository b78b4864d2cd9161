import { expect, test, type Page } from '@playwright/test';
import { abnWithCheckDigits } from '@mbo/contracts/kyb/business-number';
import { eq } from 'drizzle-orm';
import { connect } from '@mbo/db/client';
import { employeeRoles, employees, users } from '@mbo/db/schema';
import { applicationDrafts, merchantApplications } from '@mbo/db/schema-kyb';
import { DEMO_PASSWORD } from '@mbo/db/seed/demo-accounts';
import { e2eDatabaseUrl } from '../../fixtures/e2e-database.ts';
import { signInToConsole } from '../../fixtures/console-sign-in.ts';

const EMAIL = 'verified@demo.test';
// A 2×2 PNG: the server re-encodes it to JPEG on white.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAFElEQVQImWP4z8DwHwwZGP6DCAYAP9IF+y1KdVYAAAAASUVORK5CYII=',
  'base64',
);

/** A fresh ABN passing the checksum: each run's application must hold its own. */
function freshAbn(): string {
  for (;;) {
    const abn = abnWithCheckDigits(String(Math.floor(Math.random() * 1e9)).padStart(9, '0'));
    if (abn) return abn;
  }
}
/** verified@demo.test starts with no application, draft or merchant (an earlier run's approval is undone). */
async function resetApplicant(): Promise<void> {
  const db = connect(e2eDatabaseUrl(), 1);
  try {
    const user = await db.query.users.findFirst({ where: eq(users.email, EMAIL) });
    await db.delete(applicationDrafts).where(eq(applicationDrafts.userId, user!.id));
    await db.delete(merchantApplications).where(eq(merchantApplications.ownerUserId, user!.id));
    await db.delete(employeeRoles).where(eq(employeeRoles.userId, user!.id));
    await db.delete(employees).where(eq(employees.userId, user!.id));
  } finally {
    await db.$client.end();
  }
}

// Two sign-ins, an upload, five steps and a review on a shared 2-core machine.
test.setTimeout(180_000);
test.beforeEach(resetApplicant);
test.afterAll(resetApplicant);

/** Opens a select and clicks the option with that title. */
async function choose(page: Page, testId: string, option: string): Promise<void> {
  const select = page.getByTestId(testId);
  await select.click();
  await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) [title="${option}"]`).click();
  await expect(select).toContainText(option);
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a verified person applies in five steps, comes back to the draft, a reviewer approves, and the new merchant opens on home', async ({
  page,
  browser,
}) => {
  const abn = freshAbn();
  const name = `Bondi Dumplings ${abn.slice(-4)} Pty Ltd`;
  await signIn(page, EMAIL);
  await expect(page).toHaveURL(/\/home_n$/);

  await page.goto('/addMerchantList');
  await page.getByTestId('add-application').click();
  await expect(page).toHaveURL(/\/addMerchant$/);

  // Step 1; a submit would come later, so first the company.
  await page.getByTestId('abn').fill(abn);
  await page.getByTestId('merchant-name').fill(name);
  await choose(page, 'company-type', 'Proprietary limited company (Pty Ltd)');
  await choose(page, 'industry-category', 'Food and beverage');
  await choose(page, 'industry', 'Chinese restaurant');
  await page.getByTestId('trading-name').fill('Bondi Dumplings');
  await choose(page, 'position', 'Director or legal person');
  await choose(page, 'store-type', 'Micro-shop');
  await page.getByTestId('next-step').click();

  // Step 2, then leave half-way (the step change saved the draft).
  await choose(page, 'province', 'New South Wales');
  await choose(page, 'city', 'Sydney');
  await page.getByTestId('street').fill('10 Campbell Parade');
  await page.getByTestId('post-code').fill('2026');
  await page.getByTestId('email').fill('hello@bondi.example');
  await page.getByTestId('mobile-phone').fill('412345678');
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
  await expect(page.getByTestId('merchant-name')).toHaveValue(name);

  // Submitting without the documents jumps to step 3 with its message.
  for (let step = 0; step < 4; step += 1) await page.getByTestId('next-step').click();
  await page.getByTestId('bank-account-name').fill(name);
  await page.getByTestId('bsb').fill('062000');
  await page.getByTestId('bank-account-number').fill('12345678');
  await page.getByTestId('submit-application').click();
  await expect(page.getByText('Please complete the document info.').first()).toBeVisible();
  await expect(page.getByTestId('step-3')).toBeVisible();
  await page
    .getByTestId('upload-au_attachment_asic_extract_url')
    .locator('input[type=file]')
    .setInputFiles({ name: 'asic.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('upload-au_attachment_asic_extract_url').getByText('View')).toBeVisible();
  await page.getByTestId('next-step').click();
  await page.getByTestId('next-step').click();
  await page.getByTestId('submit-application').click();

  await expect(page.getByTestId('application-success')).toContainText('Verification takes 1-2 working days.');
  await page.getByRole('button', { name: 'Close' }).click();
  const row = page.locator('tbody tr').filter({ hasText: name });
  await expect(row).toContainText('Under review');
  // The same list in Chinese.
  await page.evaluate(() => localStorage.setItem('language', 'zh_CN'));
  await page.reload();
  await expect(page.locator('tbody tr').filter({ hasText: name })).toContainText('审核中');

  // A reviewer approves it in the console.
  const reviewerContext = await browser.newContext();
  const console = await reviewerContext.newPage();
  await signInToConsole(console, 'reviewer@demo.test');
  await expect(console).toHaveURL(/\/console\/queues$/);
  await console.goto('/console/queues/merchant_application');
  const item = console.getByTestId('console-queue-table').locator('tbody tr').filter({ hasText: name });
  await item.getByRole('button').click();
  await console.getByRole('button', { name: 'Approve' }).click();
  await console.getByRole('button', { name: 'OK' }).click();
  await expect(console.getByText('Approved; the applicant has been told.')).toBeVisible();
  await reviewerContext.close();

  // Still signed in, the applicant's landing page has the way into the new merchant: verified, on home.
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.goto('/home_n');
  await page.getByTestId('home-n-open-merchant').click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  await expect(page.getByTestId('home-merchant-name')).toHaveText(name);
});
