/**
 * Cross-merchant (IDOR) checks for every merchant call of the registry: naming a merchant the caller does not
 * (or no longer) belong to gets 403 and nothing else, whichever of the three merchant fields the call uses.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CallDef, MerchantAccess } from '@mbo/contracts/calls/define';
import { calls, type CallName } from '@mbo/contracts/calls/index';
import { translate } from '@mbo/contracts/i18n';
import { employeeRoles, employees, merchants } from '@mbo/db/schema';
import { addMember, createMerchant, createUser, memberWithRoles, signIn } from '../support/factories.ts';
import { serverForThisFile } from '../support/harness.ts';
import { sampleBody } from './sample-body.ts';

type MerchantCall = [CallName, CallDef<CallDef['request'], CallDef['response'], MerchantAccess>];
const merchantCalls = (Object.entries(calls) as [CallName, CallDef][]).filter(
  (entry): entry is MerchantCall => entry[1].access.kind === 'merchant',
);
const notMember = (language: 'en' | 'zh_CN' = 'en') => ({
  return_code: 'FAIL',
  success: false,
  msg: translate(language, 'errors.not_member'),
});

const server = serverForThisFile();

const bodyFor = ([, def]: MerchantCall, merchantId: number) =>
  sampleBody(def.request, { [def.access.merchantField]: merchantId });

/** A super admin (every page allowed) of their own merchant, and another merchant with its own owner. */
async function twoMerchants() {
  // Both opened for credit, so the loan calls answer their own merchant (the flag's refusal: credit.api.test.ts).
  const a = await memberWithRoles(server, [1], { isOpenedCredit: true });
  const b = await memberWithRoles(server, [1], { isOpenedCredit: true });
  return { a, b };
}

describe.each(merchantCalls)('%s', (name, def) => {
  const call = [name, def] as MerchantCall;

  it('refuses a user of merchant A naming merchant B, and shows nothing of B', async () => {
    const { a, b } = await twoMerchants();
    const own = await server.call(name, bodyFor(call, a.merchant.id), { token: a.token });
    expect(own.status).not.toBe(403);
    for (const language of ['en-US', 'zh-CN'] as const) {
      const result = await server.call(name, bodyFor(call, b.merchant.id), { token: a.token, language });
      expect(result.status).toBe(403);
      expect(result.body).toEqual(notMember(language === 'en-US' ? 'en' : 'zh_CN'));
    }
  });

  it('answers a merchant that does not exist exactly like one of someone else', async () => {
    const { a } = await twoMerchants();
    for (const id of [2_000_000_000, 0x7fffffff]) {
      const result = await server.call(name, bodyFor(call, id), { token: a.token });
      expect(result.status).toBe(403);
      expect(result.body).toEqual(notMember());
    }
  });

  it('answers a malformed merchant id with 400 or 403, never a server error', async () => {
    const { a } = await twoMerchants();
    for (const id of [1.5, -1, 0, 2_147_483_648, 1e20, '1', null]) {
      const result = await server.call(
        name,
        { ...bodyFor(call, a.merchant.id), [def.access.merchantField]: id },
        { token: a.token },
      );
      expect([400, 403], `${JSON.stringify(id)}: ${result.body.msg}`).toContain(result.status);
      expect(result.body.success).toBe(false);
    }
  });

  it('refuses a member whose membership was deleted', async () => {
    const { a } = await twoMerchants();
    await server.db
      .update(employees)
      .set({ isDelete: true })
      .where(and(eq(employees.merchantId, a.merchant.id), eq(employees.userId, a.user.id)));
    const result = await server.call(name, bodyFor(call, a.merchant.id), { token: a.token });
    expect(result.status).toBe(403);
    expect(result.body).toEqual(notMember());
  });

  it('refuses every member of a deleted merchant', async () => {
    const { a } = await twoMerchants();
    await server.db.update(merchants).set({ isDelete: true }).where(eq(merchants.id, a.merchant.id));
    const result = await server.call(name, bodyFor(call, a.merchant.id), { token: a.token });
    expect(result.status).toBe(403);
    expect(result.body).toEqual(notMember());
  });
});

describe('membership of several merchants', () => {
  it('takes the roles of the merchant named in the body, never those of another', async () => {
    const owner = await memberWithRoles(server, [1]);
    const other = await createMerchant(server.db);
    await addMember(server.db, other.id, owner.user.id, [3]);
    const ownAgreement = await server.call(
      'GetNearMerchantAgreement',
      { MerchantId: owner.merchant.id, CategoryId: 10001 },
      { token: owner.token },
    );
    expect(ownAgreement.status).toBe(200);
    // Role 3 in the other merchant does not reach the agreement page (role 1 only), whatever role 1 elsewhere says.
    const otherAgreement = await server.call(
      'GetNearMerchantAgreement',
      { MerchantId: other.id, CategoryId: 10001 },
      { token: owner.token },
    );
    expect(otherAgreement.status).toBe(403);
    expect(otherAgreement.body.msg).toBe(translate('en', 'errors.forbidden_page'));
  });

  it('ignores a second merchant field naming another merchant', async () => {
    const { a, b } = await twoMerchants();
    const result = await server.call(
      'ChooseMerchantRequest',
      { merchantid: a.merchant.id, merchant_id: b.merchant.id, MerchantId: b.merchant.id },
      { token: a.token },
    );
    expect(result.body).toMatchObject({ success: true, merchant: { id: a.merchant.id } });
  });
});

describe('a removed role', () => {
  it('no longer grants access on the next call', async () => {
    const { merchant, user, token } = await memberWithRoles(server, [1, 2]);
    const body = { MerchantId: merchant.id, CategoryId: 10001 };
    expect((await server.call('GetNearMerchantAgreement', body, { token })).status).toBe(200);

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

    const refused = await server.call('GetNearMerchantAgreement', body, { token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      return_code: 'FAIL',
      success: false,
      msg: translate('en', 'errors.forbidden_page'),
    });
    const chosen = await server.call('ChooseMerchantRequest', { merchantid: merchant.id }, { token });
    expect(chosen.body).toMatchObject({ employee: { roles: [{ type: 2, is_delete: false }] } });
  });

  it('leaves a member with no role at all outside even the shell', async () => {
    const owner = await memberWithRoles(server, [1]);
    await server.db.delete(employeeRoles).where(eq(employeeRoles.userId, owner.user.id));
    const result = await server.call('IsMerchantOpened', { merchant_id: owner.merchant.id }, { token: owner.token });
    expect(result.status).toBe(403);
  });

  it('is granted again when restored, without signing in again', async () => {
    const user = await createUser(server.db);
    const merchant = await createMerchant(server.db);
    await addMember(server.db, merchant.id, user.id, [2]);
    const token = await signIn(server, user.email!);
    const body = { MerchantId: merchant.id, CategoryId: 10001 };
    expect((await server.call('GetNearMerchantAgreement', body, { token })).status).toBe(403);
    await server.db.insert(employeeRoles).values({ merchantId: merchant.id, userId: user.id, roleType: 1 });
    expect((await server.call('GetNearMerchantAgreement', body, { token })).status).toBe(200);
  });
});
