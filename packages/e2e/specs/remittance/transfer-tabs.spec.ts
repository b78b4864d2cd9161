/**
 * The remittance history's two scales on one page (002 §4): /transfer lists the demo merchant's transfer orders with
 * their statuses, and its second tab the collection orders with theirs (3, 5, 10, 99); the tab is kept in the
 * address through a reload. Both languages, as the demo's exchange operator (role 5).
 */
import { expect, test } from '@playwright/test';
import { openShell } from '../shell/shell-session.ts';

const WORDS = {
  en: { transfers: 'Transfers', collections: 'Collection orders', completed: 'Completed' },
  zh_CN: { transfers: '汇款', collections: '收款订单', completed: '已完成' },
} as const;

for (const language of ['en', 'zh_CN'] as const) {
  const words = WORDS[language];
  test(`${language}: /transfer shows the transfers and, in its second tab, the collection orders`, async ({ page }) => {
    await openShell(page, 'exchange@demo.test', { language, path: '/transfer' });
    const tabs = page.getByRole('tablist');
    await expect(tabs.getByRole('tab', { name: words.transfers })).toHaveAttribute('aria-selected', 'true');
    // Harbour's demo transfers: three delivered and one unpaid (closed by itself when its window ends): four rows
    // whatever the time.
    await expect(page.getByRole('table').getByText(words.completed).first()).toBeVisible();
    await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(4);
    await tabs.getByRole('tab', { name: words.collections }).click();
    await expect(page).toHaveURL(/\/transfer\?view=collections$/);
    await expect(page.getByTestId('collection-status-filter')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: words.collections })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('collection-status-filter')).toBeVisible();
    await page.getByRole('tab', { name: words.transfers }).click();
    await expect(page).toHaveURL(/\/transfer$/);
  });
}
