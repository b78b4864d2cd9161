import { expect, test } from '@playwright/test';

test('the owner signs in with e-mail and password and lands on home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail').fill('owner@demo.test');
  await page.getByLabel('Password').fill('Demo2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Harbour Noodle House Pty Ltd')).toBeVisible();
});
