import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_TYPE } from '@mbo/contracts/constants';
import { createLogger } from '../../lib/logger.ts';
import { byEmail, tokenOf } from '../../../test/support/accounts.ts';
import { startTestServer, type TestServer } from '../../../test/support/harness.ts';
import { createUser, TEST_PASSWORD } from '../../../test/support/factories.ts';
import { emailRecipient, latestCode, sendCode } from '../../../test/support/outbox.ts';
import { startSmtpInbox } from '../../../test/support/smtp-inbox.ts';
import { sealLoginLink } from './login-links.ts';

/** A logger at the most talkative level whose every line lands in `lines`. */
function capturingLogger() {
  const lines: string[] = [];
  return { lines, logger: createLogger('trace', { write: (line: string) => void lines.push(line) }) };
}

function expectNoneOf(lines: string[], secrets: string[]) {
  expect(lines.length).toBeGreaterThan(3);
  const all = lines.join('\n');
  for (const secret of secrets) {
    expect(secret.length).toBeGreaterThanOrEqual(6);
    expect(all, `log contains ${secret}`).not.toContain(secret);
  }
}

describe('logs never contain tokens, passwords or codes', () => {
  const { lines, logger } = capturingLogger();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { logger });
  });
  afterAll(() => server.close());

  it('through sign-ins, a code send, a password change and a sign-in link', async () => {
    const user = await createUser(server.db);
    const passwordToken = tokenOf(await server.call('login', { ...byEmail(user), Password: TEST_PASSWORD }));
    await server.call('login', { ...byEmail(user), Password: 'Wrong2026secret' });
    await server.call('tokenLogin', {}, { token: passwordToken });
    await server.call('tokenLogin', {}, { bearer: passwordToken });

    await sendCode(server, byEmail(user), MSG_TYPE.login);
    const code = await latestCode(server.db, emailRecipient(user));
    const codeToken = tokenOf(await server.call('login', { ...byEmail(user), VerificationCode: code }));

    const newPassword = 'Changed2026secret';
    const changed = await server.call(
      'GroupUser/ChangePassword',
      { origin_password: TEST_PASSWORD, new_password: newPassword },
      { token: codeToken },
    );
    expect(changed.body.success).toBe(true);

    const link = sealLoginLink(server.secret, user.id, 60_000);
    // The web page the link opens: its URL reaches the request log.
    await fetch(`${server.url}/login?u_id=${link.u_id}&u_key=${link.u_key}&language=en`);
    const linkToken = tokenOf(await server.call('autoLogin', link));

    const loggedUrls = lines
      .filter((line) => line.includes('incoming request'))
      .map((line) => (JSON.parse(line) as { req: { url: string } }).req.url);
    expect(loggedUrls).toContain('/api/login');
    expect(loggedUrls).toContain('/login?u_id=[redacted]&u_key=[redacted]&language=en');
    expectNoneOf(lines, [
      TEST_PASSWORD,
      'Wrong2026secret',
      newPassword,
      code,
      passwordToken,
      codeToken,
      linkToken,
      link.u_id,
    ]);
  });
});

describe('error logs do not carry codes either', () => {
  const { lines, logger } = capturingLogger();
  let server: TestServer;
  beforeAll(async () => {
    const gone = await startSmtpInbox();
    await gone.close();
    server = await startTestServer({ SMTP_URL: gone.url }, { logger });
  });
  afterAll(() => server.close());

  it('when sending a code fails', async () => {
    const user = await createUser(server.db);
    const token = tokenOf(await server.call('login', { ...byEmail(user), Password: TEST_PASSWORD }));
    expect((await sendCode(server, byEmail(user), MSG_TYPE.login)).status).toBe(503);
    const errors = lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    expect(errors.length).toBeGreaterThan(0);
    // The cause stays readable: only verification codes go by `code`.
    expect(errors.join('\n')).toMatch(/"error_code":"E[A-Z]+"/);
    expectNoneOf(lines, [TEST_PASSWORD, token]);
    // The code never reached any table or message; the error line must not name one.
    expect(errors.join('\n')).not.toMatch(/code is \d{6}/);
  });
});
