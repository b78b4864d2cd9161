import { expect, test } from '@playwright/test';
import { callApi } from '../../fixtures/accounts.ts';
import { signInToConsole } from '../../fixtures/console-sign-in.ts';
import { signInAs } from '../../fixtures/session.ts';

/** Golden Wattle Trading: a demo merchant not opened for credit (Harbour Noodle House's loans stay as seeded). */
const WATTLE = 'M100002';

/**
 * Business loans through the console's page: the operations admin opens Golden Wattle Trading for credit, records a
 * loan application, lends it and records a part repayment; its owner's loan list answers the same. The merchant is
 * closed for credit again at the end (the shell specs expect it closed).
 */
test('an operations admin opens a merchant for credit, records an application, lends it and takes a repayment', async ({
  page,
  browser,
}) => {
  await signInToConsole(page, 'ops@demo.test');
  await expect(page).toHaveURL(/\/console\/queues$/);
  await page.getByRole('menu', { name: 'Console menu' }).getByRole('menuitem', { name: 'Business loans' }).click();
  await expect(page).toHaveURL(/\/console\/credit$/);
  const credit = page.getByTestId('console-credit');
  await credit.getByLabel('Merchant number').fill(WATTLE);
  await credit.getByRole('button', { name: 'Find' }).click();
  await expect(credit.getByRole('heading', { name: /Golden Wattle/ })).toBeVisible();
  const opened = credit.getByRole('switch', { name: 'Opened for credit' });
  try {
    await expect(opened).not.toBeChecked();
    await opened.click();
    await expect(opened).toBeChecked();

    await credit.getByRole('button', { name: 'Record a loan application' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a loan application' });
    await dialog.getByLabel('Loan date').fill('2026-12-15');
    await dialog.getByLabel('Amount').fill('20000');
    await dialog.getByLabel('Repayment account').fill('062-000 8765 4321');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Loan application recorded.')).toBeVisible();
    const applications = credit.getByTestId('console-credit-applications');
    await expect(applications).toContainText('AUD 20,000.00');
    await expect(applications).toContainText('1.50% · AUD 300.00');

    await applications.getByRole('button', { name: 'Lend' }).click();
    await expect(page.getByText('Lent: the loan is outstanding.')).toBeVisible();
    const loans = credit.getByTestId('console-credit-loans');
    await expect(loans).toContainText('Borrowed');

    await loans.getByRole('button', { name: 'Record a repayment' }).click();
    const repay = page.getByRole('dialog', { name: 'Record a repayment' });
    await expect(repay).toContainText('Outstanding: AUD 20,000.00');
    await repay.getByLabel('Amount').fill('5000');
    await repay.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Repayment recorded.')).toBeVisible();
    await expect(loans).toContainText('AUD 15,000.00');

    // The merchant's own loan list says the same.
    const context = await browser.newContext();
    const owner = await context.newPage();
    const token = await signInAs(owner, 'owner@demo.test');
    const me = await callApi<{ data: { merchants: { id: number; number: string }[] } }>(owner.request, 'tokenLogin', {
      token,
    });
    const wattleId = me.data.merchants.find((merchant) => merchant.number === WATTLE)!.id;
    const list = await callApi<{ page_data: { data: { wait_settle_amount: number; status_name: string }[] } }>(
      owner.request,
      'businessloan/GetBusinessLoanPage',
      { token, merchant_id: wattleId },
    );
    expect(list.page_data.data[0]).toMatchObject({ wait_settle_amount: 15_000, status_name: 'Borrowed' });
    await context.close();
  } finally {
    if (await opened.isChecked()) await opened.click();
    await expect(opened).not.toBeChecked();
  }
});
