import { expect, test } from '@playwright/test';
import { FRESH_PASSWORD } from '../../fixtures/accounts.ts';
import { ownerOfNewMerchant } from '../../fixtures/fresh-merchant.ts';
import { signInAs } from '../../fixtures/session.ts';

/** What each header link must land on, per language: the help page's section and words of it. */
const LANDINGS = {
  en: {
    lang: 'en',
    title: 'Help',
    links: [
      {
        testId: 'header-link-app',
        url: /\/help#mobile$/,
        section: 'help-mobile',
        text: "works in your phone's browser",
      },
      { testId: 'header-link-store', url: /\/help#devices$/, section: 'help-devices', text: 'download its poster' },
      { testId: 'header-link-help', url: /\/help$/, section: 'help-getting-started', text: 'settlement account' },
    ],
    guide: 'Merchant payment API guide (English)',
  },
  zh_CN: {
    lang: 'zh-CN',
    title: '帮助',
    links: [
      { testId: 'header-link-app', url: /\/help#mobile$/, section: 'help-mobile', text: '手机浏览器' },
      { testId: 'header-link-store', url: /\/help#devices$/, section: 'help-devices', text: '下载海报' },
      { testId: 'header-link-help', url: /\/help$/, section: 'help-getting-started', text: '结算账户' },
    ],
    guide: '商户支付 API 指南（英文）',
  },
} as const;

for (const language of ['en', 'zh_CN'] as const) {
  const expected = LANDINGS[language];

  test(`every header link lands on our help, in ${language}`, async ({ page }) => {
    const { email } = await ownerOfNewMerchant(page.request, 'help', language);
    await signInAs(page, email, language, '/home', undefined, FRESH_PASSWORD);
    await expect(page.getByTestId('app-sider')).toBeVisible({ timeout: 30_000 });

    for (const link of expected.links) {
      await page.getByTestId(link.testId).click();
      await expect(page).toHaveURL(link.url);
      await expect(page.locator('html')).toHaveAttribute('lang', expected.lang);
      await expect(page.getByTestId('help-page').getByRole('heading', { level: 2 })).toHaveText(expected.title);
      const section = page.getByTestId(link.section);
      await expect(section).toBeInViewport();
      await expect(section).toContainText(link.text);
      // Not the developer reference.
      await expect(page).not.toHaveURL(/api-docs/);
      await page.goBack();
    }
    await page.getByTestId('header-link-help').click();
    await page.screenshot({ path: test.info().outputPath(`help-${language}.png`), fullPage: true });

    // The developers' section leads to the merchant API guide the server serves.
    const guide = page.getByTestId('help-developers').getByRole('link', { name: expected.guide });
    const response = await page.request.get((await guide.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<html');
  });
}
