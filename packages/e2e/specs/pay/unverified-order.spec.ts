import { expect, test } from '@playwright/test';
import { payLinkOf, paymentsOfOrder, setMerchantVerified } from './pay-fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-AU' });

// Harbour Noodle House loses its verification for this test only: it is put back whatever happens.
test.afterEach(() => setMerchantVerified('M100001', true));

test('an order made before its merchant lost verification cannot be paid: the order page and the wallet say so, in both languages', async ({
  page,
}) => {
  const payToken = (await payLinkOf('M100001', 'S1001')).split('/').pop()!;
  const created = await page.request.post('/api/pay/create_order', {
    data: {
      pay_token: payToken,
      client_request_id: `e2e-unverified-${Date.now()}`,
      amount: '9.80',
      currency_id: 1,
      method: 'wechat',
    },
  });
  const { order } = (await created.json()) as { order: { order_no: string; order_token: string; wallet_url: string } };
  expect(order.wallet_url).toMatch(/^\/pay\/wallet\//);

  await setMerchantVerified('M100001', false);
  // The customer, already in the wallet step, taps pay: refused, nothing taken.
  await page.goto(order.wallet_url);
  await expect(page.getByRole('heading', { name: 'WeChat Pay sandbox' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This order cannot be paid: the merchant cannot take payments until its account is verified. No money has been taken.',
  );

  // The order's page says why, in English and in Chinese, and offers no way to pay.
  await page.goto(`/pay/o/${order.order_token}`);
  await expect(page.getByTestId('pay-order-merchant-unverified')).toHaveText(
    'This order cannot be paid: the merchant cannot take payments until its account is verified. Nothing has been charged.',
  );
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Switch to Chinese' }).click();
  await expect(page.getByTestId('pay-order-merchant-unverified')).toHaveText(
    '该订单无法支付：商户账户通过认证后才能收款。您没有被扣款。',
  );
  expect(await paymentsOfOrder(order.order_no)).toEqual([]);
});
