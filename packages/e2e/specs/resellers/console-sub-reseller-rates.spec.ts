import { expect, test } from '@playwright/test';
import { signInToConsole } from '../../fixtures/console-sign-in.ts';
import { newReseller } from '../../fixtures/resellers.ts';

/**
 * The console's rate editor for a sub-reseller (in Chinese): the demo operations admin opens a fresh reseller's page
 * and sets its sub-reseller's base rate; a rate under the reseller's own is refused in the dialog with the floor
 * named, one above it is saved and shown in the sub-reseller's row.
 */
test("a console admin sets a sub-reseller's base rate against its reseller's floor (Chinese)", async ({ page }) => {
  test.setTimeout(90_000);
  const reseller = await newReseller('E2E Console Parent', {
    baseRates: [{ paymentChannelId: 1, disbursePeriodDays: 1, ratePpm: 11_000 }],
  });
  const sub = await newReseller('E2E Console Sub', {
    parentId: reseller.id,
    baseRates: [{ paymentChannelId: 1, disbursePeriodDays: 1, ratePpm: 14_000 }],
  });

  await signInToConsole(page, 'ops@demo.test', { language: 'zh_CN' });
  await expect(page).not.toHaveURL(/\/console\/login/);
  await page.goto(`/console/resellers/${reseller.id}`);
  await expect(page.getByText(`${reseller.name} (${reseller.code})`)).toBeVisible();

  await page.getByRole('button', { name: `设置 ${sub.name} 的底价费率` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`任何费率都不能低于 ${reseller.name} 相同渠道与结算周期的底价费率`)).toBeVisible();
  const rate = dialog.getByTestId('rate-row-0').getByRole('spinbutton').first();
  await expect(rate).toHaveValue('1.40');
  await rate.fill('1.09');
  await dialog.getByRole('button', { name: '保存底价费率' }).click();
  await expect(dialog.getByText('微信支付（T+1）：费率不能低于 1.10%。')).toBeVisible();

  await rate.fill('1.25');
  await dialog.getByRole('button', { name: '保存底价费率' }).click();
  await expect(page.getByText('底价费率已保存。')).toBeVisible();
  await expect(dialog).toBeHidden();
  const subRow = page.getByRole('row').filter({ hasText: sub.name });
  await subRow.locator('.ant-table-row-expand-icon').click();
  await expect(page.getByRole('cell', { name: '1.25%', exact: true })).toBeVisible();
});
