import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { connect } from '@mbo/db/client';
import { persons, users } from '@mbo/db/schema';
import { DEMO_PASSWORD } from '@mbo/db/seed/demo-accounts';
import { e2eDatabaseUrl } from '../../fixtures/e2e-database.ts';
import { fillPerson, NINA, signInThroughForm, submitPerson } from './onboarding-steps.ts';

const EMAIL = 'new@demo.test';
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

// Three uploads and a long form on a shared 2-core machine. (The Chinese form: whole-door.spec.ts.)
test.setTimeout(120_000);
test.beforeEach(clearVerification);
test.afterAll(clearVerification);

test('a new user verifies their identity on /personal in English', async ({ page }) => {
  await signInThroughForm(page, EMAIL, DEMO_PASSWORD, 'en');
  await expect(page).toHaveURL(/\/home_n$/);

  await page.goto('/personal');
  await expect(page.getByTestId('kyc-status')).toContainText('Not submitted', { timeout: 20_000 });
  // A submit with nothing filled names the failure and changes nothing.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('The submission failed, please check all fields are completed.')).toBeVisible();

  await fillPerson(page, NINA);
  // An adult only: a child's birthday is refused where it is typed.
  await page.getByLabel('Birthday').fill('2015-01-01');
  await page.getByLabel('Last name').click();
  await expect(page.getByText('You must be at least 18 years old to verify your identity.')).toBeVisible();
  await page.getByLabel('Birthday').fill(NINA.birthday);
  await submitPerson(page, 'en');

  await expect(page.getByTestId('kyc-status')).toContainText('Under review');
  await expect(page.getByTestId('kyc-status')).toContainText(
    'Your identity information is being reviewed, and please wait patiently.',
  );
  await expect(page.getByTestId('person-view')).toContainText('Nina Patel');
  await page.getByRole('button', { name: 'Refresh status' }).click();
  await expect(page.getByText('The personal information verification status has been updated.')).toBeVisible();
});

test('a rejected person reads the reason in the modal and goes to the form with Update now', async ({ page }) => {
  await signInThroughForm(page, 'rejected@demo.test', DEMO_PASSWORD, 'en');
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText('the ID photo is blurred and cannot be read');
  await modal.getByRole('button', { name: 'Update now' }).click();
  await expect(page).toHaveURL(/\/personal\?update=1$/);
  await expect(page.getByTestId('kyc-status')).toContainText('Failed', { timeout: 20_000 });
  await expect(page.getByTestId('kyc-status')).toContainText('the ID photo is blurred and cannot be read');
  await expect(page.getByTestId('person-form')).toBeVisible();
});
