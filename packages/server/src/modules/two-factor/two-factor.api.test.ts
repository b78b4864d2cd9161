import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG_TYPE } from '@mbo/contracts/constants';
import { auditLog, sessions } from '@mbo/db/schema';
import { userTotp } from '@mbo/db/schema-two-factor';
import { sealLoginLink } from '../auth/auth.public.ts';
import { byEmail, tokenOf } from '../../../test/support/accounts.ts';
import { createUser, signIn, TEST_PASSWORD } from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { emailRecipient, latestCode, sendCode } from '../../../test/support/outbox.ts';
import { challengeOf, currentStep, enrolTwoFactor, totpCode } from '../../../test/support/two-factor.ts';

const server = serverForThisFile({ LOGIN_MAX_FAILURES: '4', LOGIN_LOCKOUT_MS: '60000' });

/** A code no authenticator of this secret shows now (the right one with its last digit changed). */
const wrongCode = async (secret: string) => {
  const right = await totpCode(secret, currentStep());
  return right.slice(0, 5) + String((Number(right[5]) + 1) % 10);
};

async function enrolledUser() {
  const user = await createUser(server.db);
  const enrolment = await enrolTwoFactor(server, await signIn(server, user.email!));
  return { user, ...enrolment };
}

const passwordLogin = (user: { email: string | null }, language?: 'zh-CN') =>
  server.call('login', { ...byEmail(user), Password: TEST_PASSWORD }, { language });
const verify = (challenge: string, code: string, language?: 'zh-CN') =>
  server.call('two_factor/verify_login', { challenge, code }, { language });
const dataOf = (body: Record<string, unknown>) => body.data as Record<string, unknown>;
const sessionsOf = async (userId: number) =>
  (await server.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
const actionsOf = async (userId: number) =>
  (await server.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.userId, userId))).map(
    (row) => row.action,
  );

describe('enrolment', () => {
  it('turns on only with a current code of the new secret, then hands out 10 recovery codes once', async () => {
    const user = await createUser(server.db);
    const token = await signIn(server, user.email!);
    expect((await server.call('two_factor/get_status', {}, { token })).body).toMatchObject({
      is_enabled: false,
      must_set_up: false,
    });
    const begun = await server.call('two_factor/begin_setup', {}, { token });
    const { secret, otpauth_uri: uri } = begun.body as unknown as { secret: string; otpauth_uri: string };
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(new URL(uri).searchParams.get('secret')).toBe(secret);

    const wrong = await server.call('two_factor/confirm_setup', { code: await wrongCode(secret) }, { token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toMatch(/code is wrong/);
    const typo = await server.call('two_factor/confirm_setup', { code: '12ab' }, { token, language: 'zh-CN' });
    expect(typo.body.msg).toBe('请输入身份验证器应用中的 6 位验证码，或形如 ABCD-EFGH-JKMN 的恢复码。');
    expect((await server.call('two_factor/get_status', {}, { token })).body).toMatchObject({ is_enabled: false });

    const confirmed = await server.call(
      'two_factor/confirm_setup',
      { code: await totpCode(secret, currentStep()) },
      { token },
    );
    expect(confirmed.status, confirmed.body.msg).toBe(200);
    const codes = (confirmed.body as unknown as { recovery_codes: string[] }).recovery_codes;
    expect(codes).toHaveLength(10);
    expect((await server.call('two_factor/get_status', {}, { token })).body).toMatchObject({
      is_enabled: true,
      recovery_codes_left: 10,
    });
    expect((await server.call('two_factor/begin_setup', {}, { token })).status).toBe(409);

    const [row] = await server.db.select().from(userTotp).where(eq(userTotp.userId, user.id));
    expect(row!.secretSealed).not.toContain(secret);
    expect(await actionsOf(user.id)).toEqual(expect.arrayContaining(['two_factor_failed', 'two_factor_enabled']));
  });

  it('asks for a current code to turn it off or to replace the recovery codes', async () => {
    const { user, secret, recoveryCodes, step } = await enrolledUser();
    // A password alone no longer signs in: the session comes from the second step.
    const first = await passwordLogin(user);
    expect(dataOf(first.body).token).toBeUndefined();
    const session = tokenOf(await verify(challengeOf(first.body), await totpCode(secret, step + 1)));

    expect(
      (await server.call('two_factor/regenerate_recovery_codes', { code: await wrongCode(secret) }, { token: session }))
        .status,
    ).toBe(400);
    const renewed = await server.call(
      'two_factor/regenerate_recovery_codes',
      { code: recoveryCodes[0] },
      { token: session },
    );
    expect(renewed.status, renewed.body.msg).toBe(200);
    const fresh = (renewed.body as unknown as { recovery_codes: string[] }).recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[1]);
    // The old set is gone: its second code no longer works.
    expect((await server.call('two_factor/disable', { code: recoveryCodes[1] }, { token: session })).body.msg).toMatch(
      /recovery code is wrong/,
    );

    const off = await server.call(
      'two_factor/disable',
      { code: fresh[0]!.toLowerCase().replace(/-/g, ' ') },
      { token: session },
    );
    expect(off.status, off.body.msg).toBe(200);
    expect(tokenOf(await passwordLogin(user))).toBeTruthy();
    expect(await actionsOf(user.id)).toEqual(
      expect.arrayContaining(['recovery_codes_regenerated', 'recovery_code_used', 'two_factor_disabled']),
    );
  });
});

describe('sign-in with two-step verification on', () => {
  it('ends a password sign-in in a challenge: no session until the code', async () => {
    const { user, secret, step } = await enrolledUser();
    const before = await sessionsOf(user.id);
    const first = await passwordLogin(user);
    expect(first.status).toBe(200);
    expect(dataOf(first.body).token).toBeUndefined();
    expect((dataOf(first.body).two_factor as { expires_in_s: number }).expires_in_s).toBe(300);
    expect(await sessionsOf(user.id)).toBe(before);

    const second = await verify(challengeOf(first.body), await totpCode(secret, step + 1));
    expect(second.status, second.body.msg).toBe(200);
    const me = await server.call('tokenLogin', {}, { token: tokenOf(second) });
    expect(me.body).toMatchObject({
      data: { user: { id: user.id } },
      two_factor: { is_enabled: true, must_set_up: false },
    });
  });

  it('ends a code sign-in in a challenge, completed by a recovery code that then works no more', async () => {
    const { user, recoveryCodes } = await enrolledUser();
    await sendCode(server, byEmail(user), MSG_TYPE.login);
    const first = await server.call('login', {
      ...byEmail(user),
      VerificationCode: await latestCode(server.db, emailRecipient(user)),
    });
    const second = await verify(challengeOf(first.body), recoveryCodes[3]!);
    expect(second.status, second.body.msg).toBe(200);
    expect(tokenOf(second)).toBeTruthy();

    const again = await verify(challengeOf((await passwordLogin(user)).body), recoveryCodes[3]!, 'zh-CN');
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('恢复码错误或已被使用。');
  });

  it('ends a sign-in link in a challenge too', async () => {
    const { user, secret, step } = await enrolledUser();
    const first = await server.call('autoLogin', sealLoginLink(server.secret, user.id, 60_000));
    expect(dataOf(first.body).token).toBeUndefined();
    const second = await verify(challengeOf(first.body), await totpCode(secret, step + 1));
    expect(second.status, second.body.msg).toBe(200);
    const [latest] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, user.id), eq(auditLog.action, 'sign_in')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(latest!.detail).toEqual({ method: 'link' });
  });

  it('refuses a code of a step already used, and a challenge used once', async () => {
    const { user, secret, step } = await enrolledUser();
    const setupCode = await totpCode(secret, step);
    const replayed = await verify(challengeOf((await passwordLogin(user)).body), setupCode);
    expect(replayed.status).toBe(400);
    expect(replayed.body.msg).toBe(
      'That code has already been used. Wait for the next code in your authenticator app.',
    );

    const challenge = challengeOf((await passwordLogin(user)).body);
    const next = await totpCode(secret, step + 1);
    expect((await verify(challenge, next)).status).toBe(200);
    expect((await verify(challenge, next)).body.msg).toBe(
      'This sign-in has expired or was already completed. Please sign in again.',
    );
    const other = await verify(challengeOf((await passwordLogin(user)).body), next);
    expect(other.body.msg).toMatch(/already been used/);
    expect((await verify('not-a-challenge', next)).status).toBe(400);
  });

  it("counts wrong codes in the person's guess limit, which a right password does not reset, and logs them", async () => {
    const { user, secret, step } = await enrolledUser();
    const wrong = await wrongCode(secret);
    const challenge = challengeOf((await passwordLogin(user)).body);
    expect((await verify(challenge, wrong)).status).toBe(400);
    expect((await verify(challenge, wrong)).status).toBe(400);
    // The password is right again, and the two wrong codes still count.
    const later = challengeOf((await passwordLogin(user)).body);
    expect((await verify(later, wrong)).status).toBe(400);
    expect((await verify(later, wrong)).status).toBe(400);
    const locked = await verify(later, await totpCode(secret, step + 1));
    expect(locked.status).toBe(429);
    expect((await passwordLogin(user)).status).toBe(429);
    expect((await actionsOf(user.id)).filter((action) => action === 'two_factor_failed')).toHaveLength(4);
  });

  it('leaves a user without two-step verification signing in as before', async () => {
    const user = await createUser(server.db);
    expect(tokenOf(await passwordLogin(user))).toBeTruthy();
  });
});
