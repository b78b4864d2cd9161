import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '@mbo/db/schema';
import { addMember, createUser, memberWithRoles, signIn } from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { enrolTwoFactor } from '../../../test/support/two-factor.ts';

const server = serverForThisFile();

const SETUP_REQUIRED = {
  return_code: 'TWO_FACTOR_SETUP_REQUIRED',
  success: false,
  msg: 'Your merchant requires two-step verification. Set it up to continue.',
};

const setRequirement = (merchantId: number, isRequired: boolean, token: string) =>
  server.call('two_factor/set_merchant_requirement', { merchant_id: merchantId, is_required: isRequired }, { token });

describe("the merchant's requirement of two-step verification for role 1", () => {
  it('can be turned on only by a super admin who has it on, and is written to the security log', async () => {
    const owner = await memberWithRoles(server, [1]);
    const refused = await setRequirement(owner.merchant.id, true, owner.token);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(
      'Turn on two-step verification for yourself before you require it of the administrators.',
    );

    const admin = await createUser(server.db);
    await addMember(server.db, owner.merchant.id, admin.id, [4]);
    expect((await setRequirement(owner.merchant.id, true, await signIn(server, admin.email!))).status).toBe(403);

    await enrolTwoFactor(server, owner.token);
    expect((await setRequirement(owner.merchant.id, true, owner.token)).status).toBe(200);
    const read = await server.call(
      'two_factor/get_merchant_requirement',
      { merchant_id: owner.merchant.id },
      { token: owner.token },
    );
    expect(read.body).toMatchObject({ is_required: true });
    const entries = await server.db.select().from(auditLog).where(eq(auditLog.merchantId, owner.merchant.id));
    expect(entries.map((entry) => entry.action)).toContain('two_factor_requirement_on');
    const log = await server.call(
      'merchant/get_security_log',
      { merchant_id: owner.merchant.id },
      { token: owner.token },
    );
    expect(JSON.stringify(log.body)).toContain('two_factor_requirement_on');

    // Turning it off for oneself is refused while it is required.
    const off = await server.call('two_factor/disable', { code: '123456' }, { token: owner.token });
    expect(off.status).toBe(403);
    expect(off.body.msg).toBe('A merchant you administer requires two-step verification, so you cannot turn it off.');
  });

  it('holds a super admin without it at the set-up, even a session signed in before, until enrolled', async () => {
    const owner = await memberWithRoles(server, [1]);
    const coOwner = await createUser(server.db);
    await addMember(server.db, owner.merchant.id, coOwner.id, [1]);
    const finance = await createUser(server.db);
    await addMember(server.db, owner.merchant.id, finance.id, [2]);
    const coOwnerToken = await signIn(server, coOwner.email!);
    const financeToken = await signIn(server, finance.email!);
    const choose = (token: string) =>
      server.call('ChooseMerchantRequest', { merchantid: owner.merchant.id }, { token });
    expect((await choose(coOwnerToken)).status).toBe(200);

    await enrolTwoFactor(server, owner.token);
    expect((await setRequirement(owner.merchant.id, true, owner.token)).status).toBe(200);

    const held = await choose(coOwnerToken);
    expect(held.status).toBe(403);
    expect(held.body).toEqual(SETUP_REQUIRED);
    expect((await server.call('get_person_info', {}, { token: coOwnerToken })).body).toEqual(SETUP_REQUIRED);
    expect(
      (await server.call('merchant/get_security_log', { merchant_id: owner.merchant.id }, { token: coOwnerToken }))
        .status,
    ).toBe(403);
    const me = await server.call('tokenLogin', {}, { token: coOwnerToken });
    expect(me.body).toMatchObject({ success: true, two_factor: { is_enabled: false, must_set_up: true } });
    expect((await server.call('two_factor/get_status', {}, { token: coOwnerToken })).body).toMatchObject({
      must_set_up: true,
    });
    // A fresh sign-in is held the same way.
    const fresh = await signIn(server, coOwner.email!);
    expect((await choose(fresh)).body).toEqual(SETUP_REQUIRED);

    // Other roles are not concerned.
    expect((await choose(financeToken)).status).toBe(200);

    await enrolTwoFactor(server, coOwnerToken);
    expect((await choose(coOwnerToken)).status).toBe(200);
    expect((await server.call('logout', {}, { token: fresh })).status).toBe(200);
  });

  it('stops holding anyone once turned off', async () => {
    const owner = await memberWithRoles(server, [1]);
    const coOwner = await createUser(server.db);
    await addMember(server.db, owner.merchant.id, coOwner.id, [1]);
    const token = await signIn(server, coOwner.email!);
    await enrolTwoFactor(server, owner.token);
    await setRequirement(owner.merchant.id, true, owner.token);
    expect((await server.call('get_person_info', {}, { token })).status).toBe(403);
    expect((await setRequirement(owner.merchant.id, false, owner.token)).status).toBe(200);
    expect((await server.call('get_person_info', {}, { token })).status).toBe(200);
    const entries = await server.db.select().from(auditLog).where(eq(auditLog.merchantId, owner.merchant.id));
    expect(entries.map((entry) => entry.action)).toEqual(['two_factor_requirement_on', 'two_factor_requirement_off']);
  });
});
