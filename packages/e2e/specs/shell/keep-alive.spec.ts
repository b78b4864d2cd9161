import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { connect } from '@mbo/db/client';
import { FAST_SETTLE } from '@mbo/contracts/kyb/application-choices';
import { FAST_SETTLE_REQUEST_STATUS } from '@mbo/contracts/statuses';
import { messages, users } from '@mbo/db/schema';
import { fastSettleRequests } from '@mbo/db/schema-settlement';
import { FRESH_PASSWORD, freshEmail, registerByApi } from '../../fixtures/accounts.ts';
import { e2eDatabaseUrl } from '../../fixtures/e2e-database.ts';
import { ownerOfNewMerchant } from '../../fixtures/fresh-merchant.ts';
import { signInAs } from '../../fixtures/session.ts';
import { merchantIdByName } from '../../fixtures/team.ts';

/** Data set-up straight in the database (the lists only read it). */
async function withDb(work: (db: ReturnType<typeof connect>) => Promise<void>): Promise<void> {
  const db = connect(e2eDatabaseUrl(), 1);
  try {
    await work(db);
  } finally {
    await db.$client.end();
  }
}

test('the messages list keeps its page when the user comes back from a message (English)', async ({ page }) => {
  const email = freshEmail('keep-msg');
  await registerByApi(page.request, email);
  await withDb(async (db) => {
    const user = await db.query.users.findFirst({ where: eq(users.email, email) });
    await db.insert(messages).values(
      Array.from({ length: 12 }, (_, index) => ({
        userId: user!.id,
        title: `Notice ${index + 1}`,
        content: `<p>Notice number ${index + 1}.</p>`,
      })),
    );
  });
  await signInAs(page, email, 'en', '/message', undefined, FRESH_PASSWORD);
  const table = page.getByTestId('messages-table');
  await expect(table.getByRole('link')).toHaveCount(10, { timeout: 30_000 });
  await page.getByRole('listitem', { name: '2' }).click();
  await expect(table.getByRole('link')).toHaveText(['Notice 2', 'Notice 1']);
  await expect(page).toHaveURL(/page=2/);

  await table.getByRole('link', { name: 'Notice 2' }).click();
  await expect(page.getByTestId('message-content')).toContainText('Notice number 2.');
  await page.getByTestId('back-button').click();
  await expect(table.getByRole('link')).toHaveText(['Notice 2', 'Notice 1']);
  await expect(page.getByRole('listitem', { name: '2' })).toHaveClass(/ant-pagination-item-active/);
});

test('the T+0 request list keeps its page when the user comes back from a request (Chinese)', async ({ page }) => {
  const { email, merchantName } = await ownerOfNewMerchant(page.request, 'keep-t0', 'zh_CN');
  const merchantId = await merchantIdByName(merchantName);
  const stem = `KA${Date.now().toString(36).toUpperCase()}`;
  await withDb(async (db) => {
    for (let index = 1; index <= 12; index += 1)
      await db.insert(fastSettleRequests).values({
        billNo: `${stem}-${String(index).padStart(2, '0')}`,
        merchantId,
        isFastSettle: FAST_SETTLE.no,
        workFeeRatePpm: 0,
        everyFeeRatePpm: 0,
        status: FAST_SETTLE_REQUEST_STATUS.rejected,
        reasonEn: 'Test',
        reasonZh: '测试',
        createdAt: new Date(Date.UTC(2026, 0, index)),
      });
  });
  await signInAs(page, email, 'zh_CN', '/settlementList', undefined, FRESH_PASSWORD);
  const table = page.getByTestId('fast-settle-requests');
  await expect(table.getByRole('link')).toHaveCount(10, { timeout: 30_000 });
  await page.getByRole('listitem', { name: '2' }).click();
  await expect(table.getByRole('link')).toHaveText([`${stem}-02`, `${stem}-01`]);

  await table.getByRole('link', { name: `${stem}-02` }).click();
  await expect(page).toHaveURL(/\/settlementListDetail\?id=/);
  await expect(page.getByText('测试').first()).toBeVisible();
  await page.getByTestId('back-button').click();
  await expect(page).toHaveURL(/\/settlementList\?.*page=2/);
  await expect(table.getByRole('link')).toHaveText([`${stem}-02`, `${stem}-01`]);
});
