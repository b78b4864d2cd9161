import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@mbo/db/seed/demo-accounts';
import { seedDemoIfEmpty } from '@mbo/db/seed/demo';
import { DEMO_STAFF } from '@mbo/db/seed/demo-staff';
import { startTestServer, type TestServer } from '../../../test/support/harness.ts';
import { challengeOf, currentStep, totpCode } from '../../../test/support/two-factor.ts';
import { hashPassword } from '../auth/auth.public.ts';
import { authenticatorOf, sealedNewAuthenticator } from './demo-authenticators.ts';

// Its own database: the seed only fills an empty one.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the demo staff', () => {
  it('are seeded with two-step verification on, a secret per database that the banner can read', async () => {
    await seedDemoIfEmpty(server.db, hashPassword, (userId) => sealedNewAuthenticator(server.secret, userId));
    const secrets = new Set<string>();
    for (const staff of DEMO_STAFF) {
      const authenticator = await authenticatorOf(server.db, server.secret, staff.email);
      expect(authenticator?.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(authenticator?.uri).toContain('otpauth://totp/');
      secrets.add(authenticator!.secret);

      const first = await server.call('login', { AccountType: 1, Account: staff.email, Password: DEMO_PASSWORD });
      const second = await server.call('two_factor/verify_login', {
        challenge: challengeOf(first.body),
        code: await totpCode(authenticator!.secret, currentStep()),
      });
      const token = (second.body as unknown as { data: { token: string } }).data.token;
      const me = await server.call('console/get_me', {}, { token });
      expect(me.body.role).toBe(staff.role);
    }
    expect(secrets.size).toBe(DEMO_STAFF.length);
  });
});
