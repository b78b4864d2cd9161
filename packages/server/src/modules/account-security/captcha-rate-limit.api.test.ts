import { describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';

// Six a minute for sign-in: challenges get a third, two a minute per address.
const server = serverForThisFile({ AUTH_RATE_LIMIT_PER_MINUTE: '6' });

describe('captcha/challenge', () => {
  it('is limited per address: the third challenge within a minute is refused with 429', async () => {
    const user = await createUser(server.db);
    const token = await signIn(server, user.email!);
    for (let i = 0; i < 2; i++) {
      const result = await server.call('captcha/challenge', {}, { token });
      expect(result.status, `challenge ${i + 1}`).toBe(200);
    }
    const over = await server.call('captcha/challenge', {}, { token });
    expect(over.status).toBe(429);
    expect(over.body.success).toBe(false);
  });
});
