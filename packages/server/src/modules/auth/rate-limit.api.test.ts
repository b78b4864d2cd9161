import { describe, expect, it } from 'vitest';
import { MSG_TYPE } from '@mbo/contracts/constants';
import { authRateLimits } from '../../http/rate-limits.ts';
import { byEmail } from '../../../test/support/accounts.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { createUser, TEST_PASSWORD } from '../../../test/support/factories.ts';
import { sendCode } from '../../../test/support/outbox.ts';

// Six sign-ins a minute per IP, two code sends (a third, rounded up); the global limit stays high.
const server = serverForThisFile({ AUTH_RATE_LIMIT_PER_MINUTE: '6' });

describe('per-IP limits of the sign-in and code calls', () => {
  it('scale from AUTH_RATE_LIMIT_PER_MINUTE, codes and sign-up at a third', () => {
    expect(authRateLimits(30)).toEqual({
      login: 30,
      autoLogin: 30,
      'two_factor/verify_login': 30,
      'GroupUser/ChangePassword': 30,
      SendVerificationCode: 10,
      register: 10,
      forget: 10,
      'console/accept_invitation': 10,
      accept_invitation: 10,
      'reseller/link': 30,
      'pay/create_order': 30,
      'pay/pay_order': 30,
      'sandbox/wallet_action': 30,
      'merchant/check_employee_account': 30,
      'captcha/challenge': 10,
      'GroupUser/SendVerificationCode': 10,
      'GroupUser/ValVerificationCode': 10,
      'GroupUser/BandAccount': 10,
      'GroupUser/CheckAccountIsExist': 30,
    });
    expect(authRateLimits(1).SendVerificationCode).toBe(1);
    expect(server.config.authRateLimitPerMinute).toBe(6);
  });

  it('answers 429 with the envelope and a translated msg once login is over its limit', async () => {
    const user = await createUser(server.db);
    for (let i = 0; i < 6; i++) {
      const result = await server.call('login', { ...byEmail(user), Password: TEST_PASSWORD });
      expect(result.status, `sign-in ${i + 1}`).toBe(200);
    }
    const over = await server.call('login', { ...byEmail(user), Password: TEST_PASSWORD });
    expect(over.status).toBe(429);
    expect(over.body).toEqual({
      return_code: 'FAIL',
      success: false,
      msg: 'Too many requests. Please wait a moment and try again.',
    });
    const overZh = await server.call('login', { ...byEmail(user), Password: TEST_PASSWORD }, { language: 'zh-CN' });
    expect(overZh.status).toBe(429);
    expect(overZh.body).toEqual({ return_code: 'FAIL', success: false, msg: '请求过于频繁，请稍后再试。' });
  });

  it('counts each call on its own, and leaves other calls alone', async () => {
    const [first, second, third] = [
      await createUser(server.db),
      await createUser(server.db),
      await createUser(server.db),
    ];
    expect((await sendCode(server, byEmail(first), MSG_TYPE.login)).status).toBe(200);
    expect((await sendCode(server, byEmail(second), MSG_TYPE.login)).status).toBe(200);
    // A different account, so this is the per-IP limit and not the per-account resend window.
    const over = await sendCode(server, byEmail(third), MSG_TYPE.login);
    expect(over.status).toBe(429);
    expect(over.body.msg).toBe('Too many requests. Please wait a moment and try again.');

    for (let i = 0; i < 10; i++) expect((await server.call('dev/outbox', {})).status).toBe(200);
  });
});
