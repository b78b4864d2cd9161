import { expect, test } from '@playwright/test';
import { payLinkOf } from './pay-fixtures.ts';

// Blue Gum Cafe (M100003, pending@demo.test) is the demo's merchant under review: its store's pay link is public.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-AU' });

test('an unverified merchant’s store link says it cannot take payments yet, in both languages, and offers no method', async ({
  page,
}) => {
  const link = await payLinkOf('M100003', 'S3001');
  // What the server answers for the store, read in this test: the page must show exactly that.
  const answer = await page.request.post('/api/pay/store', { data: { pay_token: link.split('/').pop() } });
  const { store } = (await answer.json()) as { store: { is_accepting_payments: boolean; methods: unknown[] } };
  expect(store).toMatchObject({ is_accepting_payments: false, methods: [] });

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Blue Gum Cafe Fitzroy' })).toBeVisible();
  await expect(page.getByTestId('pay-merchant-unverified')).toHaveText(
    'This store cannot take payments yet: its merchant account is still being verified. Please pay the store another way.',
  );
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByLabel('Amount')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Switch to Chinese' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByTestId('pay-merchant-unverified')).toHaveText(
    '该门店暂时无法收款：商户账户仍在审核中。请使用其他方式向门店付款。',
  );
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByLabel('金额')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('unverified-zh.png'), fullPage: true });
});
