/**
 * A reseller's sign-up link (`/register?resellerid=R100001`, issue 15): whose link it is, the sign-up attributed to
 * that reseller (a bad, unknown or switched-off reseller refused, nothing changed), and the merchant application of
 * the new user in the reseller's portfolio.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG_TYPE } from '@mbo/contracts/constants';
import { translate } from '@mbo/contracts/i18n';
import { users } from '@mbo/db/schema';
import { merchantApplications } from '@mbo/db/schema-kyb';
import { resellers } from '@mbo/db/schema-resellers';
import { australianApplication } from '../../../test/kits/kyb-test-kit.ts';
import { createReseller } from '../../../test/kits/reseller-test-kit.ts';
import { tokenOf } from '../../../test/support/accounts.ts';
import { setPerson } from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { latestCode, sendCode } from '../../../test/support/outbox.ts';

const server = serverForThisFile();
const PASSWORD = 'Banksia2026q';

let counter = 0;
const freshEmail = () => `signup-link-${Date.now()}-${counter++}@example.test`;

async function signUp(email: string, resellerCode?: string, language?: 'zh-CN') {
  await sendCode(server, { AccountType: 1, Account: email }, MSG_TYPE.register);
  const code = await latestCode(server.db, email);
  const body = { AccountType: 1, Account: email, VerificationCode: code, Password: PASSWORD, Name: 'Mei Chen' };
  return server.call('register', resellerCode === undefined ? body : { ...body, reseller_code: resellerCode }, {
    language,
  });
}

const userWith = async (email: string) =>
  (
    await server.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
  )[0];

describe('the sign-up link', () => {
  it('names the reseller of a link; an unknown or switched-off reseller’s link is not valid', async () => {
    const reseller = await createReseller(server.db, { name: 'Harbour Payments Pty Ltd' });
    const found = await server.call('reseller/link', { resellerid: reseller.code.toLowerCase() });
    expect(found.status, found.body.msg).toBe(200);
    expect(found.body).toMatchObject({ code: reseller.code, name: 'Harbour Payments Pty Ltd' });

    const unknown = await server.call('reseller/link', { resellerid: 'R999999999' }, { language: 'zh-CN' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe(translate('zh_CN', 'resellers_signup.link_invalid'));

    const sub = await createReseller(server.db, { parentId: reseller.id });
    expect((await server.call('reseller/link', { resellerid: sub.code })).status).toBe(200);
    // Switching a reseller off shuts its sub-resellers' links too.
    await server.db.update(resellers).set({ disabledAt: new Date() }).where(eq(resellers.id, reseller.id));
    expect((await server.call('reseller/link', { resellerid: reseller.code })).status).toBe(404);
    expect((await server.call('reseller/link', { resellerid: sub.code })).status).toBe(404);
  });

  it('attributes a sign-up to the reseller, and the new user’s merchant application to its portfolio', async () => {
    const reseller = await createReseller(server.db);
    const email = freshEmail();
    const created = await signUp(email, reseller.code);
    expect(created.status, created.body.msg).toBe(200);
    const user = await userWith(email);
    expect(user!.referredResellerId).toBe(reseller.id);

    await setPerson(server.db, user!.id, 1);
    const token = tokenOf(created);
    const form = await australianApplication(server, token);
    const submitted = await server.call('setBusiness', { class_number: '001', data: form }, { token });
    expect(submitted.status, submitted.body.msg).toBe(200);
    const [application] = await server.db
      .select()
      .from(merchantApplications)
      .where(eq(merchantApplications.id, submitted.body.data.id));
    expect(application).toMatchObject({ resellerId: reseller.id, addedByResellerId: null });
  });

  it('refuses a bad, unknown or switched-off reseller code with a clear message, creating no account', async () => {
    const off = await createReseller(server.db);
    await server.db.update(resellers).set({ disabledAt: new Date() }).where(eq(resellers.id, off.id));
    const email = freshEmail();
    for (const code of ['not a code', 'R999999999', off.code, '']) {
      const refused = await signUp(email, code, 'zh-CN');
      expect(refused.status, code).toBe(400);
      expect(refused.body.msg).toBe(translate('zh_CN', 'resellers_signup.link_invalid'));
      expect(await userWith(email)).toBeUndefined();
    }
    // Without the link the same person signs up as anyone does, attributed to nobody.
    expect((await signUp(email)).status).toBe(200);
    expect((await userWith(email))!.referredResellerId).toBeNull();
  });
});
