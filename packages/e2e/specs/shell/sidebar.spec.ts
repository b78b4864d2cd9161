import { expect, test } from '@playwright/test';
import { openShell } from './shell-session.ts';

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('the menu starts collapsed and a one-second hover on it opens it', async ({ page }) => {
    await openShell(page, 'finance@demo.test');
    const sider = page.getByTestId('app-sider');
    await expect(sider).toHaveAttribute('data-collapsed', 'true');
    await expect(page.getByTestId('sider-handle')).toHaveAttribute('aria-expanded', 'false');

    await page.getByTestId('sider-handle').hover();
    await expect(sider).toHaveAttribute('data-collapsed', 'false', { timeout: 3_000 });
    // A peek: it folds back when the pointer leaves.
    await page.mouse.move(900, 500);
    await expect(sider).toHaveAttribute('data-collapsed', 'true');
  });

  test('the handle toggles the menu from the keyboard', async ({ page }) => {
    await openShell(page, 'finance@demo.test');
    await page.getByTestId('sider-handle').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('app-sider')).toHaveAttribute('data-collapsed', 'false');
    await expect(page.getByTestId('sider-handle')).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('at 1600 px', () => {
  test.use({ viewport: { width: 1600, height: 900 } });

  test('the menu starts expanded and collapses when the window narrows', async ({ page }) => {
    await openShell(page, 'finance@demo.test');
    const sider = page.getByTestId('app-sider');
    await expect(sider).toHaveAttribute('data-collapsed', 'false');
    await page.setViewportSize({ width: 1300, height: 900 });
    await expect(sider).toHaveAttribute('data-collapsed', 'true');
  });
});
