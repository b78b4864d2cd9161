/**
 * The reseller × caller matrix, generated from the registry: every reseller call refuses a merchant's users whatever
 * their roles, the provider's staff, and a member of a switched-off reseller (or of a switched-off reseller's
 * sub-reseller); a level-1 call refuses sub-resellers; each admits the members it is for. A new reseller call is
 * covered the moment it is registered.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@mbo/contracts/access';
import type { CallDef, ResellerAccess } from '@mbo/contracts/calls/define';
import { calls, type CallName } from '@mbo/contracts/calls/index';
import { translate, type MessageKey } from '@mbo/contracts/i18n';
import { resellers } from '@mbo/db/schema-resellers';
import { signedInStaff, startConsoleTestServer } from '../kits/review-queue-test-kit.ts';
import { createReseller, signedInResellerMember } from '../kits/reseller-test-kit.ts';
import { addMember, createMerchant, createUser, signIn } from '../support/factories.ts';
import type { TestServer } from '../support/harness.ts';
import { sampleBody } from './sample-body.ts';

type Entry = [CallName, CallDef<CallDef['request'], CallDef['response'], ResellerAccess & CallDef['access']>];
const resellerCalls = (Object.entries(calls) as [CallName, CallDef][]).filter(
  ([, def]) => def.access.kind === 'reseller',
) as Entry[];

let server: TestServer;
const tokens: Record<'merchantOwner' | 'staff' | 'top' | 'sub' | 'switchedOff' | 'subOfSwitchedOff', string> = {
  merchantOwner: '',
  staff: '',
  top: '',
  sub: '',
  switchedOff: '',
  subOfSwitchedOff: '',
};

beforeAll(async () => {
  server = await startConsoleTestServer();
  const merchant = await createMerchant(server.db);
  const owner = await createUser(server.db);
  await addMember(server.db, merchant.id, owner.id, [...ROLE_IDS]);
  tokens.merchantOwner = await signIn(server, owner.email!);
  tokens.staff = (await signedInStaff(server, 'ops_admin')).token;
  const top = await createReseller(server.db);
  const sub = await createReseller(server.db, { parentId: top.id });
  tokens.top = (await signedInResellerMember(server, top.id)).token;
  tokens.sub = (await signedInResellerMember(server, sub.id)).token;
  const off = await createReseller(server.db);
  const subOfOff = await createReseller(server.db, { parentId: off.id });
  tokens.switchedOff = (await signedInResellerMember(server, off.id)).token;
  tokens.subOfSwitchedOff = (await signedInResellerMember(server, subOfOff.id)).token;
  await server.db.update(resellers).set({ disabledAt: new Date() }).where(eq(resellers.id, off.id));
});
afterAll(() => server.close());

it('the registry has reseller calls (the matrix below is not empty)', () => {
  expect(resellerCalls.length).toBeGreaterThanOrEqual(2);
});

describe.each(resellerCalls)('reseller call %s', (name, def) => {
  async function refusedInBothLanguages(token: string, key: MessageKey) {
    for (const [language, catalogue] of [
      ['en-US', 'en'],
      ['zh-CN', 'zh_CN'],
    ] as const) {
      const result = await server.call(name, sampleBody(def.request), { token, language });
      expect(result.status).toBe(403);
      expect(result.body).toEqual({ return_code: 'FAIL', success: false, msg: translate(catalogue, key) });
    }
  }

  it("refuses a merchant's super admin and the provider's staff: they are no reseller's members", async () => {
    await refusedInBothLanguages(tokens.merchantOwner, 'resellers.not_member');
    await refusedInBothLanguages(tokens.staff, 'resellers.not_member');
  });

  it('refuses the members of a switched-off reseller and of its sub-resellers', async () => {
    await refusedInBothLanguages(tokens.switchedOff, 'resellers.disabled');
    await refusedInBothLanguages(tokens.subOfSwitchedOff, 'resellers.disabled');
  });

  it('admits a reseller, and a sub-reseller unless the call is for level 1 only', async () => {
    const top = await server.call(name, sampleBody(def.request), { token: tokens.top });
    expect([401, 403], `${name} refused a reseller: ${top.body.msg}`).not.toContain(top.status);
    expect(top.status).toBeLessThan(500);
    if (def.access.level === 1) {
      await refusedInBothLanguages(tokens.sub, 'resellers.level_one_only');
    } else {
      const sub = await server.call(name, sampleBody(def.request), { token: tokens.sub });
      expect([401, 403], `${name} refused a sub-reseller: ${sub.body.msg}`).not.toContain(sub.status);
      expect(sub.status).toBeLessThan(500);
    }
  });
});
