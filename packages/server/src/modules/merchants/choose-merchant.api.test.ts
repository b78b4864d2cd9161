import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translate } from '@mbo/contracts/i18n';
import { employeeRoles } from '@mbo/db/schema';
import {
  addMember,
  createMerchant,
  createStore,
  createUser,
  memberWithRoles,
  signIn,
} from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';

const server = serverForThisFile();

describe('ChooseMerchantRequest', () => {
  it('returns the roles of the caller in that merchant, ascending, and the merchant state', async () => {
    const { merchant, token } = await memberWithRoles(server, [4, 1, 2], { isOpenedCredit: true, isFastSettle: true });
    const result = await server.call('ChooseMerchantRequest', { merchantid: merchant.id }, { token });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      return_code: 'SUCCESS',
      success: true,
      employee: {
        roles: [
          { type: 1, is_delete: false },
          { type: 2, is_delete: false },
          { type: 4, is_delete: false },
        ],
        branch_id: null,
      },
      merchant: {
        id: merchant.id,
        name: merchant.name,
        is_verify: true,
        is_opened_credit: true,
        is_fast_settle: true,
        time_zone: merchant.timeZone,
      },
    });
  });

  it('gives a cashier the store they are tied to', async () => {
    const merchant = await createMerchant(server.db);
    const store = await createStore(server.db, merchant.id);
    const user = await createUser(server.db);
    await addMember(server.db, merchant.id, user.id, [3], store.id);
    const token = await signIn(server, user.email!);
    const result = await server.call('ChooseMerchantRequest', { merchantid: merchant.id }, { token });
    expect(result.body).toMatchObject({
      success: true,
      employee: { roles: [{ type: 3, is_delete: false }], branch_id: store.id },
    });
  });

  it('tells an unverified merchant apart, with its flags off', async () => {
    const { merchant, token } = await memberWithRoles(server, [1], {
      isVerify: false,
      applicationStatus: 'under_review',
    });
    const result = await server.call('ChooseMerchantRequest', { merchantid: merchant.id }, { token });
    expect(result.body).toMatchObject({
      success: true,
      merchant: { id: merchant.id, is_verify: false, is_opened_credit: false, is_fast_settle: false },
    });
  });

  it('leaves out deleted roles', async () => {
    const { merchant, user, token } = await memberWithRoles(server, [1, 5]);
    await server.db
      .update(employeeRoles)
      .set({ isDelete: true })
      .where(
        and(
          eq(employeeRoles.merchantId, merchant.id),
          eq(employeeRoles.userId, user.id),
          eq(employeeRoles.roleType, 1),
        ),
      );
    const result = await server.call('ChooseMerchantRequest', { merchantid: merchant.id }, { token });
    expect(result.body).toMatchObject({ employee: { roles: [{ type: 5, is_delete: false }] } });
  });

  it('switches between two merchants of the same user, each with its own roles', async () => {
    const first = await memberWithRoles(server, [1]);
    const second = await createMerchant(server.db, { isVerify: false });
    await addMember(server.db, second.id, first.user.id, [2]);
    const a = await server.call('ChooseMerchantRequest', { merchantid: first.merchant.id }, { token: first.token });
    const b = await server.call('ChooseMerchantRequest', { merchantid: second.id }, { token: first.token });
    expect(a.body).toMatchObject({
      employee: { roles: [{ type: 1 }] },
      merchant: { id: first.merchant.id, is_verify: true },
    });
    expect(b.body).toMatchObject({ employee: { roles: [{ type: 2 }] }, merchant: { id: second.id, is_verify: false } });
  });

  it('asks for a merchant when merchantid is missing or not a number, in the caller language', async () => {
    const { token } = await memberWithRoles(server, [1]);
    for (const body of [{}, { merchantid: 'abc' }, { merchant_id: 1 }]) {
      const result = await server.call('ChooseMerchantRequest', body, { token, language: 'zh-CN' });
      expect(result.status).toBe(400);
      expect(result.body).toEqual({
        return_code: 'FAIL',
        success: false,
        msg: translate('zh_CN', 'errors.merchant_required'),
      });
    }
  });

  it('accepts the token as Authorization: Bearer too', async () => {
    const { merchant, token } = await memberWithRoles(server, [2]);
    const result = await server.call('ChooseMerchantRequest', { merchantid: merchant.id }, { bearer: token });
    expect(result.body).toMatchObject({ success: true, employee: { roles: [{ type: 2 }] } });
  });
});
