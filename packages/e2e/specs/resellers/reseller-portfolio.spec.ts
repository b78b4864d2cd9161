import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { connect } from '@mbo/db/client';
import { merchantChannelRates, merchants, users } from '@mbo/db/schema';
import { payments, settlements } from '@mbo/db/schema-money';
import { FRESH_PASSWORD, freshEmail, registerByApi } from '../../fixtures/accounts.ts';
import { e2eDatabaseUrl } from '../../fixtures/e2e-database.ts';
import { newReseller } from '../../fixtures/resellers.ts';
import { agreeWhenAsked, signInThroughForm } from '../../fixtures/session.ts';

/** Last month in Australia/Sydney (the statements page opens on it), as YYYY-MM. */
function lastSydneyMonth(): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' })
    .format(new Date())
    .split('-')
    .map(Number);
  return month === 1 ? `${year! - 1}-12` : `${year}-${String(month! - 1).padStart(2, '0')}`;
}

/**
 * A fresh reseller member (signed up through the API) of a new reseller with one merchant of its own (WeChat Pay at
 * 2.00 % against a 1.20 % base rate) and two of its payments settled last month: data set-up straight in the database.
 */
async function resellerWithMerchant(email: string, month: string) {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
  const merchantName = `E2E 代理商户 ${suffix} Pty Ltd`;
  const reseller = await newReseller('E2E Reseller', {
    memberEmail: email,
    baseRates: [{ paymentChannelId: 1, disbursePeriodDays: 1, ratePpm: 12_000 }],
  });
  const db = connect(e2eDatabaseUrl(), 1);
  try {
    await db.update(users).set({ language: 'zh_CN' }).where(eq(users.email, email));
    const [merchant] = await db
      .insert(merchants)
      .values({
        number: `E2R${suffix}`,
        name: merchantName,
        shortName: `E2R ${suffix}`,
        isVerify: true,
        resellerId: reseller.id,
      })
      .returning();
    await db
      .insert(merchantChannelRates)
      .values({ merchantId: merchant!.id, paymentChannelId: 1, onlineRatePpm: 20_000, disbursePeriodDays: 1 });
    const [settlement] = await db
      .insert(settlements)
      .values({
        merchantId: merchant!.id,
        currencyId: 1,
        financeDate: `${month}-15`,
        number: `S${suffix}`,
        planSettleDate: `${month}-16`,
      })
      .returning();
    // 100.00 and 50.00 at 2 %: fees 2.00 + 1.00; base 150.00 × 1.2 % = 1.80; margin 1.20.
    for (const [index, gross] of [10_000, 5_000].entries())
      await db.insert(payments).values({
        merchantId: merchant!.id,
        storeId: 0,
        number: `P${suffix}${index}`,
        channelId: 1,
        sourceType: 1,
        currencyId: 1,
        orderMinor: gross,
        grossMinor: gross,
        feeMinor: gross / 50,
        netMinor: gross - gross / 50,
        payCurrencyId: 1,
        payMinor: gross,
        channelTxnId: `e2e-${suffix}-${index}`,
        financeDate: `${month}-15`,
        settlementId: settlement!.id,
        paidAt: new Date(`${month}-15T02:00:00Z`),
      });
  } finally {
    await db.$client.end();
  }
  return { merchantName };
}

test('a reseller member opens the portfolio and the statement and downloads the XLSX, in Chinese', async ({ page }) => {
  const email = freshEmail('reseller-portfolio');
  await registerByApi(page.request, email);
  const month = lastSydneyMonth();
  const { merchantName } = await resellerWithMerchant(email, month);

  await agreeWhenAsked(page);
  await signInThroughForm(page, email, { password: FRESH_PASSWORD, language: 'zh_CN' });
  await expect(page).toHaveURL(/\/reseller\/merchants/);

  // The portfolio: the merchant, approved and verified; its rate against the floor in the expanded row.
  const table = page.getByTestId('portfolio-table');
  const row = table.getByRole('row', { name: new RegExp(merchantName) });
  await expect(row).toContainText('已通过');
  await expect(row).toContainText('已认证');
  await row.getByRole('button').first().click();
  const rates = page.getByTestId('portfolio-rates');
  await expect(rates).toContainText('微信支付');
  await expect(rates).toContainText('2.00%');
  await expect(rates).toContainText('1.20%');
  await expect(rates).toContainText('0.80 个百分点');

  // A keyword filter is kept in the address.
  await page.getByLabel('名称或编号').fill('E2R');
  await page.getByRole('button', { name: /^查\s?询$/ }).click();
  await expect(page).toHaveURL(/keyword=E2R/);
  await expect(page.getByText('共 1 条')).toBeVisible();
  await expect(row).toBeVisible();

  // The statement of last month, and its XLSX.
  await page.getByRole('menuitem', { name: '对账单' }).click();
  await expect(page).toHaveURL(/\/reseller\/statements/);
  await expect(page.getByTestId('statement-totals')).toContainText('AUD 1.20');
  await expect(page.getByTestId('statement-rows')).toContainText(merchantName);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('statement-xlsx').click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^margin-statement-R\\d+-${month}\\.xlsx$`));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.name).toBe(`分润 ${month}`);
  expect(sheet.getRow(1).getCell(1).value).toBe('商户');
  expect(sheet.getRow(2).getCell(1).value).toBe(merchantName);
  expect(sheet.getRow(2).getCell(12).value).toBe(1.2);
});
