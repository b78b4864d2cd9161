import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@mbo/contracts/i18n';
import { signedInStaff, startConsoleTestServer } from '../../../test/kits/review-queue-test-kit.ts';
import { signIn } from '../../../test/support/factories.ts';
import type { TestServer } from '../../../test/support/harness.ts';
import { enrolTwoFactor } from '../../../test/support/two-factor.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startConsoleTestServer();
});
afterAll(() => server.close());

describe('provider staff must use two-step verification', () => {
  it('holds a staff member without it: console calls answer 403 in both languages, only the set-up is open', async () => {
    const staff = await signedInStaff(server, 'ops_admin', { isEnrolled: false });
    for (const [language, catalogue] of [
      ['en-US', 'en'],
      ['zh-CN', 'zh_CN'],
    ] as const) {
      for (const name of ['console/get_me', 'console/list_staff', 'GroupUser/ChangePassword'] as const) {
        const result = await server.call(name, {} as never, { token: staff.token, language });
        expect(result.status, name).toBe(403);
        expect(result.body).toEqual({
          return_code: 'TWO_FACTOR_SETUP_REQUIRED',
          success: false,
          msg: translate(catalogue, 'two_factor.setup_required_staff'),
        });
      }
    }
    const status = await server.call('two_factor/get_status', {}, { token: staff.token });
    expect(status.body).toMatchObject({ is_enabled: false, is_required: true, must_set_up: true });
    const me = await server.call('tokenLogin', {}, { token: staff.token });
    expect(me.body.two_factor).toEqual({ is_enabled: false, must_set_up: true });

    const enrolment = await enrolTwoFactor(server, staff.token);
    expect(enrolment.recoveryCodes).toHaveLength(10);
    expect((await server.call('console/get_me', {}, { token: staff.token })).status).toBe(200);
  });

  it('refuses to turn it off for staff, in both languages', async () => {
    const staff = await signedInStaff(server, 'reviewer');
    const result = await server.call(
      'two_factor/disable',
      { code: staff.enrolment!.recoveryCodes[0]! },
      { token: staff.token, language: 'zh-CN' },
    );
    expect(result.status).toBe(403);
    expect(result.body.msg).toBe(translate('zh_CN', 'two_factor.required_for_staff'));
  });

  it('no longer holds a staff member who is disabled', async () => {
    const admin = await signedInStaff(server, 'ops_admin');
    const staff = await signedInStaff(server, 'reviewer', { isEnrolled: false });
    await server.call('console/set_staff_active', { user_id: staff.user.id, is_active: false }, { token: admin.token });
    const status = await server.call('two_factor/get_status', {}, { token: await signIn(server, staff.user.email!) });
    expect(status.body).toMatchObject({ is_required: false, must_set_up: false });
  });
});
