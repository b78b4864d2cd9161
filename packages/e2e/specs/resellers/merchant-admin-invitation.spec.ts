import { expect, test } from '@playwright/test';
import { connect } from '@mbo/db/client';
import { merchantApplications } from '@mbo/db/schema-kyb';
import { FRESH_PASSWORD, freshEmail, registerByApi } from '../../fixtures/accounts.ts';
import { sampleApplication } from '../../fixtures/application-form.ts';
import { consoleToken } from '../../fixtures/console-sign-in.ts';
import { e2eDatabaseUrl } from '../../fixtures/e2e-database.ts';
import { invitationPath } from '../../fixtures/invitation.ts';
import { newReseller } from '../../fixtures/resellers.ts';
import { agreeWhenAsked } from '../../fixtures/session.ts';

/**
 * The merchant admin a reseller named, through the real invitation page: an application the reseller added (written
 * as its form stores it) is approved by a reviewer (API); the unknown e-mail it named gets an invitation in the
 * outbox; its link sets a password, signs in and lands on the new merchant's home; the link then works no more.
 */

/** A waiting application the reseller's member added for `adminEmail`; answers its id and the merchant's name. */
async function resellerApplication(memberEmail: string, resellerId: number, adminEmail: string) {
  const name = `Invited Dumplings ${Date.now().toString(36).toUpperCase()}`;
  const db = connect(e2eDatabaseUrl(), 1);
  try {
    const member = await db.query.users.findFirst({ where: (users, { eq }) => eq(users.email, memberEmail) });
    const form = {
      ...sampleApplication(name),
      merchant_admin: { email: adminEmail },
      rates: [{ payment_channel_id: 1, disburse_period_days: 1, rate: 0.015, flat_fee: 0 }],
    };
    const [row] = await db
      .insert(merchantApplications)
      .values({
        ownerUserId: member!.id,
        countryId: 1,
        businessNumber: form.au_company_abn,
        merchantName: form.merchant_name,
        form,
        resellerId,
        addedByResellerId: resellerId,
      })
      .returning();
    return { id: row!.id, merchantName: form.merchant_name };
  } finally {
    await db.$client.end();
  }
}

test('the merchant admin a reseller named sets a password from the invitation and lands on the new merchant’s home', async ({
  page,
  request,
  browser,
}) => {
  const memberEmail = freshEmail('reseller-member');
  await registerByApi(request, memberEmail);
  const reseller = await newReseller('E2E Adding Reseller', memberEmail);
  const adminEmail = freshEmail('merchant-admin');
  const application = await resellerApplication(memberEmail, reseller.id, adminEmail);

  const reviewer = await consoleToken(request, 'reviewer@demo.test');
  const approved = await request.post('/api/console/approve', {
    headers: { authorization: `Bearer ${reviewer}` },
    data: { queue: 'merchant_application', id: application.id },
  });
  expect(((await approved.json()) as { success: boolean }).success).toBe(true);

  const invitation = await invitationPath(request, adminEmail, '/welcome');
  await agreeWhenAsked(page);
  await page.goto(invitation);
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await page.getByLabel('New password').fill(FRESH_PASSWORD);
  await page.getByLabel('Confirm password').fill(FRESH_PASSWORD);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
  await expect(page.getByText(application.merchantName).first()).toBeVisible();

  // The link works once: opened again (another browser), it is refused with a clear message.
  const again = await browser.newPage();
  await again.goto(`${new URL(page.url()).origin}${invitation}`);
  await again.getByLabel('New password').fill('Another2026y');
  await again.getByLabel('Confirm password').fill('Another2026y');
  await again.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(again.getByRole('alert')).toHaveText(
    'This invitation link is not valid, has expired or was already used. Sign in, or reset your password from the sign-in page.',
  );
  await again.close();
});
