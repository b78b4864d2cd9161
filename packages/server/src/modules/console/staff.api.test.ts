import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translate } from '@mbo/contracts/i18n';
import { providerAuditLog, providerStaff } from '@mbo/db/schema-console';
import { consoleServerForThisFile, signedInStaff } from '../../../test/kits/review-queue-test-kit.ts';
import { createUser, signIn, TEST_PASSWORD } from '../../../test/support/factories.ts';
import { outboxOf } from '../../../test/support/outbox.ts';
import { challengeOf, totpCode } from '../../../test/support/two-factor.ts';

const { server, staff: admin } = consoleServerForThisFile('ops_admin');

let serial = 0;
const newEmail = () => `invited-${Date.now()}-${(serial += 1)}@example.test`;
const as = (token: string, language: 'en-US' | 'zh-CN' = 'en-US') => ({ token, language });
const staffAudit = (userId: number) =>
  server.db
    .select()
    .from(providerAuditLog)
    .where(and(eq(providerAuditLog.queue, 'staff'), eq(providerAuditLog.itemId, userId)))
    .orderBy(providerAuditLog.id);
const listed = async (userId: number) => {
  const result = await server.call('console/list_staff', {}, as(admin.token));
  expect(result.status).toBe(200);
  return result.body.staff.find((member) => member.user_id === userId);
};
/** The invitation link's query in the newest e-mail to a recipient. */
async function invitationOf(email: string) {
  const [mail] = await outboxOf(server.db, email);
  const link = new URL(/https?:\/\/\S+\/console\/welcome\?\S+/.exec(mail?.body ?? '')![0]);
  return { mail: mail!, u_id: link.searchParams.get('u_id')!, u_key: link.searchParams.get('u_key')!, link };
}

describe('the staff list', () => {
  it('lists every staff member with role, two-step, last sign-in and whether active', async () => {
    const reviewer = await signedInStaff(server, 'reviewer');
    const me = await listed(admin.user.id);
    expect(me).toMatchObject({ name: admin.user.name, email: admin.user.email, role: 'ops_admin', is_active: true });
    expect(me?.is_two_factor_on).toBe(true);
    expect(me?.last_sign_in_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await listed(reviewer.user.id)).toMatchObject({ role: 'reviewer', is_active: true });
    const notStaff = await createUser(server.db);
    expect(await listed(notStaff.id)).toBeUndefined();
  });

  it('is refused to a reviewer (403, both languages)', async () => {
    const reviewer = await signedInStaff(server, 'reviewer');
    for (const [language, catalogue] of [
      ['en-US', 'en'],
      ['zh-CN', 'zh_CN'],
    ] as const) {
      const result = await server.call('console/list_staff', {}, as(reviewer.token, language));
      expect(result.status).toBe(403);
      expect(result.body.msg).toBe(translate(catalogue, 'console.forbidden_area'));
    }
  });
});

describe('adding a staff member', () => {
  it('invites a new e-mail in their language: one link, once, to set a password; then the two-step set-up', async () => {
    const email = newEmail();
    const added = await server.call(
      'console/add_staff',
      { name: 'Nina New', email: email.toUpperCase(), role: 'reviewer', language: 'zh_CN' },
      as(admin.token),
    );
    expect(added.status).toBe(200);
    expect(added.body.is_new_user).toBe(true);
    const userId = added.body.user_id;
    expect(await listed(userId)).toMatchObject({ name: 'Nina New', email, role: 'reviewer', is_active: true });
    expect((await listed(userId))?.last_sign_in_at).toBeNull();

    const invitation = await invitationOf(email);
    expect(invitation.mail.subject).toBe(translate('zh_CN', 'console.invitation_subject'));
    expect(invitation.mail.body).toContain(admin.user.name);
    expect(invitation.mail.body).toContain(translate('zh_CN', 'console.role_reviewer'));
    expect(invitation.link.searchParams.get('language')).toBe('zh_CN');

    // Nobody can sign in before the link is used; the invitation does not sign in by itself either.
    expect((await server.call('login', { AccountType: 1, Account: email, Password: TEST_PASSWORD })).status).toBe(400);
    const asSignInLink = await server.call('autoLogin', { u_id: invitation.u_id, u_key: invitation.u_key });
    expect(asSignInLink.status).toBe(400);

    // A refused password leaves the link usable.
    const weak = await server.call('console/accept_invitation', {
      u_id: invitation.u_id,
      u_key: invitation.u_key,
      new_password: 'short',
    });
    expect(weak.status).toBe(400);
    const accepted = await server.call('console/accept_invitation', {
      u_id: invitation.u_id,
      u_key: invitation.u_key,
      new_password: 'Welcome-aboard-42',
    });
    expect(accepted.status).toBe(200);
    const again = await server.call(
      'console/accept_invitation',
      { u_id: invitation.u_id, u_key: invitation.u_key, new_password: 'Another-one-43' },
      { language: 'zh-CN' },
    );
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe(translate('zh_CN', 'console.invitation_invalid'));

    // Signed in, they are held at the two-step set-up until it is on.
    const token = await signIn(server, email, 'Welcome-aboard-42');
    const held = await server.call('console/get_me', {}, as(token));
    expect(held.status).toBe(403);
    expect(held.body.return_code).toBe('TWO_FACTOR_SETUP_REQUIRED');

    const [audit] = await staffAudit(userId);
    expect(audit).toMatchObject({
      actorUserId: admin.user.id,
      action: 'staff_added',
      before: null,
      after: { role: 'reviewer', is_active: true, email, is_new_user: true },
    });
  });

  it('makes an existing user staff, keeping their name and password, and tells them by e-mail', async () => {
    const user = await createUser(server.db, { language: 'en' });
    const added = await server.call(
      'console/add_staff',
      { name: 'Ignored Name', email: user.email!, role: 'ops_admin', language: 'zh_CN' },
      as(admin.token),
    );
    expect(added.body).toMatchObject({ success: true, user_id: user.id, is_new_user: false });
    expect(await listed(user.id)).toMatchObject({ name: user.name, role: 'ops_admin' });
    const [mail] = await outboxOf(server.db, user.email!.toLowerCase());
    expect(mail?.subject).toBe(translate('en', 'console.added_subject'));
    expect(mail?.body).not.toContain('/console/welcome');
    expect((await server.call('login', { AccountType: 1, Account: user.email!, Password: TEST_PASSWORD })).status).toBe(
      200,
    );

    const twice = await server.call(
      'console/add_staff',
      { name: user.name, email: user.email!, role: 'reviewer', language: 'en' },
      as(admin.token, 'zh-CN'),
    );
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe(translate('zh_CN', 'console.staff_exists'));
  });

  it('validates the name, e-mail and role', async () => {
    const valid = { name: 'Val Id', email: newEmail(), role: 'reviewer', language: 'en' } as const;
    for (const [body, key] of [
      [{ ...valid, email: 'not-an-email' }, 'validation.email_invalid'],
      [{ ...valid, name: '  ' }, 'validation.name_required'],
      [{ ...valid, role: 'owner' }, 'console.role_invalid'],
    ] as const) {
      const result = await server.call('console/add_staff', body as never, as(admin.token));
      expect(result.status).toBe(400);
      expect(result.body.msg).toBe(translate('en', key));
    }
  });
});

describe('changing a role', () => {
  it('changes another member’s role and records before and after; the same role changes nothing', async () => {
    const member = await signedInStaff(server, 'reviewer');
    const changed = await server.call(
      'console/set_staff_role',
      { user_id: member.user.id, role: 'ops_admin' },
      as(admin.token),
    );
    expect(changed.status).toBe(200);
    expect((await server.call('console/list_staff', {}, as(member.token))).status).toBe(200);
    await server.call('console/set_staff_role', { user_id: member.user.id, role: 'ops_admin' }, as(admin.token));
    const audit = await staffAudit(member.user.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'staff_role_changed',
      actorUserId: admin.user.id,
      before: { role: 'reviewer', is_active: true },
      after: { role: 'ops_admin', is_active: true },
    });
  });

  it('refuses one’s own account (403, both languages), and an unknown user (404)', async () => {
    for (const [language, catalogue] of [
      ['en-US', 'en'],
      ['zh-CN', 'zh_CN'],
    ] as const) {
      const self = await server.call(
        'console/set_staff_role',
        { user_id: admin.user.id, role: 'reviewer' },
        as(admin.token, language),
      );
      expect(self.status).toBe(403);
      expect(self.body.msg).toBe(translate(catalogue, 'console.staff_self'));
      const selfOff = await server.call(
        'console/set_staff_active',
        { user_id: admin.user.id, is_active: false },
        as(admin.token, language),
      );
      expect(selfOff.status).toBe(403);
    }
    const notStaff = await createUser(server.db);
    const unknown = await server.call(
      'console/set_staff_role',
      { user_id: notStaff.id, role: 'reviewer' },
      as(admin.token),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe(translate('en', 'console.staff_not_found'));
    expect(await staffAudit(admin.user.id)).toHaveLength(0);
  });
});

describe('disabling and enabling', () => {
  it('ends the member’s sessions at once and refuses them the console; enabling lets them back', async () => {
    const member = await signedInStaff(server, 'reviewer');
    const off = await server.call(
      'console/set_staff_active',
      { user_id: member.user.id, is_active: false },
      as(admin.token),
    );
    expect(off.status).toBe(200);
    expect((await server.call('console/get_me', {}, as(member.token))).status).toBe(401);
    expect(await listed(member.user.id)).toMatchObject({ is_active: false });

    // Signing in again: the password and code are right, the console is closed to them, and they are not held at
    // the two-step set-up (no longer staff).
    const first = await server.call('login', { AccountType: 1, Account: member.user.email!, Password: TEST_PASSWORD });
    // The enrolment spent its step; the next one is within the accepted window.
    const second = await server.call('two_factor/verify_login', {
      challenge: challengeOf(first.body),
      code: await totpCode(member.enrolment!.secret, member.enrolment!.step + 1),
    });
    const token = (second.body as unknown as { data: { token: string } }).data.token;
    for (const [language, catalogue] of [
      ['en-US', 'en'],
      ['zh-CN', 'zh_CN'],
    ] as const) {
      const refused = await server.call('console/get_me', {}, as(token, language));
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe(translate(catalogue, 'console.staff_disabled'));
    }

    const on = await server.call(
      'console/set_staff_active',
      { user_id: member.user.id, is_active: true },
      as(admin.token),
    );
    expect(on.status).toBe(200);
    expect((await server.call('console/get_me', {}, as(token))).status).toBe(200);
    expect((await staffAudit(member.user.id)).map((row) => [row.action, row.before, row.after])).toEqual([
      ['staff_disabled', { role: 'reviewer', is_active: true }, { role: 'reviewer', is_active: false }],
      ['staff_enabled', { role: 'reviewer', is_active: false }, { role: 'reviewer', is_active: true }],
    ]);
  });

  it('keeps the disabled account’s row and role (the audit log still names them)', async () => {
    const member = await signedInStaff(server, 'ops_admin');
    await server.call('console/set_staff_active', { user_id: member.user.id, is_active: false }, as(admin.token));
    const [row] = await server.db.select().from(providerStaff).where(eq(providerStaff.userId, member.user.id));
    expect(row?.role).toBe('ops_admin');
    expect(row?.disabledAt).toBeInstanceOf(Date);
  });
});
