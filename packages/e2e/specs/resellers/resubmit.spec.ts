import { expect, test } from '@playwright/test';
import { subMemberWithRejectedApplication } from '../../fixtures/resellers.ts';
import { agreeWhenAsked, signInThroughForm } from '../../fixtures/session.ts';

/**
 * A rejected application resubmitted through the real screens (issue 15): a reseller added a merchant for its
 * sub-reseller and a reviewer rejected it; the sub-reseller's member signs in through the form in Chinese, reads the
 * reason in Chinese on the detail, reopens the form with everything as stored (the files held), changes the trading
 * name, walks the five steps and resubmits; the application is under review again.
 */
test('the sub-reseller a merchant was added for reads the rejection in Chinese and resubmits it in five steps', async ({
  page,
}) => {
  const member = await subMemberWithRejectedApplication(page.request, 'resubmit');
  await agreeWhenAsked(page);
  await signInThroughForm(page, member.email, { password: member.password, language: 'zh_CN' });
  await expect(page).toHaveURL(/\/reseller\/merchants$/);
  await page.getByRole('menuitem', { name: '进件申请' }).click();

  const row = page
    .getByTestId('reseller-application-list')
    .locator('tbody tr')
    .filter({ hasText: member.merchantName });
  await expect(row.getByTestId('application-status')).toHaveText('已驳回');
  await row.click();
  await expect(page.getByTestId('detail-status')).toContainText('申请被驳回：护照照片不清晰');
  await page.getByRole('link', { name: '修改并重新提交' }).click();
  await expect(page).toHaveURL(new RegExp(`/reseller/add\\?id=${member.applicationId}$`));
  await expect(page.getByRole('heading', { name: '修改并重新提交申请' })).toBeVisible();

  // The form holds the application as stored; the files are there without uploading them again.
  await expect(page.getByTestId('merchant-name')).toHaveValue(member.merchantName);
  await page.getByTestId('trading-name').fill('Bondi Dumpling House');
  for (const step of [2, 3, 4, 5]) {
    await page.getByTestId('next-step').click();
    await expect(page.getByTestId(`step-${step}`)).toBeVisible();
  }
  await expect(page.getByTestId('step-5')).toBeVisible();
  await page.getByTestId('submit-application').click();
  await expect(page.getByTestId('add-merchant-success')).toContainText('审核需要 1-2 个工作日');

  // Under review again, with the new trading name.
  await page.goto(`/reseller/applications/${member.applicationId}`);
  await expect(page.getByTestId('detail-status')).toContainText('审核中');
  await expect(page.getByTestId('reseller-application-detail')).toContainText('Bondi Dumpling House');
  await expect(page.getByRole('link', { name: '修改并重新提交' })).toHaveCount(0);
});
