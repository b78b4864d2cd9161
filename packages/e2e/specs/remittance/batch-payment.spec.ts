/**
 * Batch payment through the real screens (issue 14 §4 "a batch of 20"), in both languages, each on a new merchant of
 * its own with 20 CNY recipients and an AUD one, and AUD in its global account: signed in through the form, the owner
 * opens the Batch payment tab of /singlePayment, downloads the template, uploads a CSV of 22 rows (20 good, one "AUD
 * does not support send money", one with a bad e-mail), sees each bad row's error in the interface language, pays
 * the 20 as one approval after the confirmation, and gets the 20 order numbers linked to their details.
 *
 * Needs the single-payment wrapper page (web/src/app/single-payment-page.tsx, another helper's) composing
 * BatchPaymentPanel in its `tab=batch` tab.
 */
import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { connect } from '@mbo/db/client';
import { merchants, persons, users } from '@mbo/db/schema';
import { recipients } from '@mbo/db/schema-remittance';
import { FRESH_PASSWORD } from '../../fixtures/accounts.ts';
import { e2eDatabaseUrl } from '../../fixtures/e2e-database.ts';
import { ownerOfNewMerchant } from '../../fixtures/fresh-merchant.ts';
import { fundGlobalAccount } from '../../fixtures/fund-global-account.ts';
import { signInThroughForm } from '../onboarding/onboarding-steps.ts';

const AUD = 1;
const CNY = 3;
const PAYMENTS = 20;
const HEADER = 'recipient_id,amount,amount_side,reason,notify_email,reference,speed';

const TEXT = {
  en: {
    template: 'Download template',
    valid: `${PAYMENTS} of ${PAYMENTS + 2}`,
    audError: 'Recipient ID: AUD does not support send money',
    emailError: 'Notification e-mail: Please enter the correct email address.',
    pay: `Pay ${PAYMENTS} payments`,
    confirm: 'Pay now',
    sent: `${PAYMENTS} payments sent`,
  },
  zh_CN: {
    template: '下载模板',
    valid: `${PAYMENTS} / ${PAYMENTS + 2}`,
    audError: '收款人编号：澳元不支持汇款',
    emailError: '通知邮箱：请输入正确的邮箱地址。',
    pay: `支付 ${PAYMENTS} 笔付款`,
    confirm: '立即支付',
    sent: `已发出 ${PAYMENTS} 笔付款`,
  },
} as const;

type Language = keyof typeof TEXT;

/**
 * The owner's personal verification passed, and 20 CNY bank recipients and an AUD one for the merchant (data set-up;
 * verification and the recipients' screens have their own specs).
 */
async function prepareSender(email: string, merchantName: string): Promise<{ cny: number[]; aud: number }> {
  const db = connect(e2eDatabaseUrl(), 1);
  try {
    const [user] = await db.select().from(users).where(eq(users.email, email));
    await db.insert(persons).values({ userId: user!.id, legalName: 'E2E Sender', verifyStatus: 1 });
    const [merchant] = await db.select().from(merchants).where(eq(merchants.name, merchantName));
    const rows = Array.from({ length: PAYMENTS + 1 }, (_, index) => ({
      merchantId: merchant!.id,
      type: 2,
      kind: 2,
      currencyId: index < PAYMENTS ? CNY : AUD,
      paymentNetwork: 1,
      name: index < PAYMENTS ? `Supplier ${index + 1} Ltd` : 'Sydney Supplies',
      companyName: 'x',
      accountNumber: `62220202001122${String(index).padStart(5, '0')}`,
    }));
    const ids = (await db.insert(recipients).values(rows).returning({ id: recipients.id })).map((row) => row.id);
    return { cny: ids.slice(0, PAYMENTS), aud: ids[PAYMENTS]! };
  } finally {
    await db.$client.end();
  }
}

for (const language of ['en', 'zh_CN'] as const satisfies readonly Language[]) {
  test(`a batch of ${PAYMENTS} is validated, priced and paid as one approval (${language})`, async ({ page }) => {
    const words = TEXT[language];
    const { email, merchantName } = await ownerOfNewMerchant(
      page.request,
      `batch-${language === 'en' ? 'en' : 'zh'}`,
      language,
    );
    const ids = await prepareSender(email, merchantName);
    await fundGlobalAccount(merchantName, AUD, 100_000_00);
    const lines = [
      HEADER,
      ...ids.cny.map((id, index) => `${id},${100 + index},,6,pay${index}@example.test,Invoice ${index + 1},fast`),
      `${ids.aud},50,,6,aud@example.test,Local,fast`,
      `${ids.cny[0]},10,,6,not-an-email,Bad mail,fast`,
    ];
    await signInThroughForm(page, email, FRESH_PASSWORD, language);
    await page.goto('/singlePayment?tab=batch');
    const panel = page.getByTestId('batch-payment-panel');
    await expect(panel).toBeVisible({ timeout: 30_000 });

    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: words.template }).click();
    expect((await download).suggestedFilename()).toBe('batch-payment-template.xlsx');

    await panel.getByTestId('batch-file-input').setInputFiles({
      name: 'batch.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8'),
    });
    await expect(panel.getByTestId('batch-valid-count')).toHaveText(words.valid);
    await expect(panel.getByTestId('batch-invalid-notice')).toBeVisible();
    const errors = panel.getByTestId('batch-row-errors');
    await expect(errors).toHaveCount(2);
    await expect(errors.nth(0)).toHaveText(words.audError);
    await expect(errors.nth(1)).toHaveText(words.emailError);
    await expect(panel.getByTestId('batch-countdown')).toHaveText(/\d+/);

    await panel.getByRole('button', { name: words.pay }).click();
    await page.getByRole('dialog').getByRole('button', { name: words.confirm }).click();
    const result = page.getByTestId('batch-result');
    await expect(result).toContainText(words.sent, { timeout: 30_000 });
    const links = result.getByTestId('batch-order-link');
    await expect(links).toHaveCount(PAYMENTS);
    await expect(links.first()).toHaveAttribute('href', /^\/transferDetail\?id=\d+$/);
  });
}
