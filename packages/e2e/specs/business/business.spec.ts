import { expect, test } from '@playwright/test';
import { waitForSecretKeyWindow } from '../../fixtures/secret-key-window.ts';
import { openShell } from '../shell/shell-session.ts';
import { harbourId, merchantCall } from '../transactions/transactions-api.ts';

interface Quota {
  data: { FourteenDayCollectionLimit: number; CardpayFourteenDayAmount: number; remaining: number };
}

const aud = (amount: number) =>
  `AUD ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.describe('business info', () => {
  test('shows contact, bank, rates, card quota and fees in English', async ({ page }) => {
    const token = await openShell(page, 'owner@demo.test', { path: '/business' });
    const quota = await merchantCall<Quota>(
      page.request,
      token,
      await harbourId(page.request, token),
      'Branch/GetCardpayRemainingQuota',
    );

    const contact = page.getByTestId('business-contact');
    await expect(contact).toContainText('Harbour Noodle House Pty Ltd');
    await expect(contact).toContainText('M100001');
    await expect(contact).toContainText('02 9251 4410');
    await expect(contact).toContainText('Chinese restaurant');
    await expect(contact).toContainText('12 Alfred Street, Sydney, NSW 2000');
    await expect(contact).toContainText('Australia/Sydney');
    // Grouped as in the monthly statement PDF.
    await expect(contact).toContainText('51 824 753 556');

    const bank = page.getByTestId('business-bank');
    await expect(bank).toContainText('Harbour Noodle House Pty Ltd');
    await expect(bank).toContainText('062-000');
    await expect(bank).toContainText('1234 5678');

    const cardRow = page.getByTestId('business-rates').locator('tr').filter({ hasText: 'Card (in person)' });
    await expect(cardRow).toContainText('1.10%');
    await expect(cardRow).toContainText('AUD 0.10');
    await expect(cardRow).toContainText('T+1');
    const wechatRow = page.getByTestId('business-rates').locator('tr').filter({ hasText: 'WeChat Pay' });
    await expect(wechatRow).toContainText('1.50%');
    await expect(wechatRow).toContainText('—');

    const quotaBlock = page.getByTestId('business-quota');
    await expect(quotaBlock).toContainText('14-day limit');
    await expect(quotaBlock).toContainText(aud(quota.data.FourteenDayCollectionLimit));
    await expect(quotaBlock).toContainText(aud(quota.data.CardpayFourteenDayAmount));
    await expect(quotaBlock).toContainText(aud(quota.data.remaining));
    expect(
      quota.data.CardpayFourteenDayAmount,
      'the demo history has card payments in the last 14 days',
    ).toBeGreaterThan(0);

    await expect(page.getByTestId('fees-collection-AUD')).toContainText('NPP (PayID / Osko)');
    await page.getByRole('tab', { name: 'USD' }).click();
    await expect(page.getByTestId('fees-payment-USD')).toContainText('Fedwire');
    await expect(page.getByTestId('business-static-fees')).toContainText('Invalid BSB number');
    await expect(page.getByTestId('business-static-fees')).toContainText('AUD 25.00');
    await page.screenshot({ path: test.info().outputPath('business-en.png'), fullPage: true });
  });

  test('shows the same blocks in Chinese', async ({ page }) => {
    await openShell(page, 'owner@demo.test', { path: '/business', language: 'zh_CN' });
    await expect(page.getByTestId('business-contact')).toContainText('联系信息');
    await expect(page.getByTestId('business-contact')).toContainText('中餐');
    await expect(page.getByTestId('business-bank')).toContainText('澳洲银行账户');
    await expect(page.getByTestId('business-rates').locator('tr').filter({ hasText: '银行卡（线下）' })).toContainText(
      '1.10%',
    );
    await expect(page.getByTestId('business-quota')).toContainText('银行卡收款额度（14 天）');
    await expect(page.getByTestId('business-quota')).toContainText('14 天额度');
    await expect(page.getByTestId('fees-collection-AUD')).toContainText('直接入账（BECS）');
    await expect(page.getByTestId('business-static-fees')).toContainText('BSB 号码无效');
    await page.screenshot({ path: test.info().outputPath('business-zh.png'), fullPage: true });
  });

  test('a merchant admin (role 4) sees the page, has the secret key sent and reads the public key', async ({
    page,
  }) => {
    // The admin, not the owner: the secret key's resend window is per user, and the developer spec sends the owner's.
    // The key page's spec also issues the admin's key; in the same worker it may have done so under a minute ago.
    test.setTimeout(120_000);
    await waitForSecretKeyWindow('M100001', 'admin@demo.test');
    const token = await openShell(page, 'admin@demo.test', { path: '/business' });
    await expect(page.getByTestId('business-contact')).toContainText('Harbour Noodle House Pty Ltd');

    await page.getByRole('button', { name: 'Get secret key' }).click();
    await expect(page.locator('.ant-message')).toContainText('Secret key sent to +61 ******0004');
    const { public_key: publicKey } = await merchantCall<{ public_key: string }>(
      page.request,
      token,
      await harbourId(page.request, token),
      'merchant/GetMerchantPublicKey',
    );
    expect(publicKey).toMatch(/^pk_/);
    await page.getByRole('button', { name: 'Public key' }).click();
    await expect(page.getByTestId('business-public-key')).toContainText(publicKey);
    await page.screenshot({ path: test.info().outputPath('public-key-en.png'), fullPage: true });
  });
});
