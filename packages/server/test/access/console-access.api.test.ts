/**
 * The console × caller matrix, generated from the registry: every provider call refuses merchants' users whatever
 * their roles, admits exactly the console roles its area opens (the staff area: operations admins only), holds staff
 * without two-step verification at its set-up, and every merchant call refuses the provider's staff
 * (they belong to no merchant). A new call of either side is covered the moment it is registered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS, type RoleId } from '@mbo/contracts/access';
import type { CallDef, MerchantAccess, ProviderAccess } from '@mbo/contracts/calls/define';
import { calls, type CallName } from '@mbo/contracts/calls/index';
import { isConsoleAreaAllowed, PROVIDER_ROLES, type ProviderRole } from '@mbo/contracts/console-access';
import { translate, type MessageKey } from '@mbo/contracts/i18n';
import { signedInStaff, startConsoleTestServer } from '../kits/review-queue-test-kit.ts';
import { addMember, createMerchant, createStore, createUser, signIn } from '../support/factories.ts';
import type { TestServer } from '../support/harness.ts';
import { sampleBody } from './sample-body.ts';

type Entry<A> = [CallName, CallDef<CallDef['request'], CallDef['response'], A & CallDef['access']>];
const entries = Object.entries(calls) as [CallName, CallDef][];
const providerCalls = entries.filter(([, def]) => def.access.kind === 'provider') as Entry<ProviderAccess>[];
const merchantCalls = entries.filter(([, def]) => def.access.kind === 'merchant') as Entry<MerchantAccess>[];

let server: TestServer;
let merchantId: number;
const merchantTokens = new Map<RoleId, string>();
const staffTokens = new Map<ProviderRole, string>();
/** Staff without two-step verification: held at its set-up (staff must use it). */
const unenrolledTokens = new Map<ProviderRole, string>();

beforeAll(async () => {
  server = await startConsoleTestServer();
  const merchant = await createMerchant(server.db);
  const store = await createStore(server.db, merchant.id);
  merchantId = merchant.id;
  for (const role of ROLE_IDS) {
    const user = await createUser(server.db);
    await addMember(server.db, merchant.id, user.id, [role], role === 3 ? store.id : null);
    merchantTokens.set(role, await signIn(server, user.email!));
  }
  for (const role of PROVIDER_ROLES) {
    staffTokens.set(role, (await signedInStaff(server, role)).token);
    unenrolledTokens.set(role, (await signedInStaff(server, role, { isEnrolled: false })).token);
  }
});
afterAll(() => server.close());

it('the registry has console calls (the matrix below is not empty)', () => {
  expect(providerCalls.length).toBeGreaterThanOrEqual(7);
});

describe.each(providerCalls)('console call %s', (name, def) => {
  /** The call with a token in both languages answers 403 with this return code and message. */
  async function refusedInBothLanguages(token: string, returnCode: string, messageKey: MessageKey) {
    for (const [language, catalogue] of [
      ['en-US', 'en'],
      ['zh-CN', 'zh_CN'],
    ] as const) {
      const result = await server.call(name, sampleBody(def.request), { token, language });
      expect(result.status).toBe(403);
      expect(result.body).toEqual({ return_code: returnCode, success: false, msg: translate(catalogue, messageKey) });
    }
  }

  it.each(ROLE_IDS)('refuses a merchant user of role %i with 403, in English and Chinese', (role) =>
    refusedInBothLanguages(merchantTokens.get(role)!, 'FAIL', 'console.not_staff'),
  );

  it.each(PROVIDER_ROLES)('gives console role %s exactly what its area opens', async (role) => {
    const result = await server.call(name, sampleBody(def.request), { token: staffTokens.get(role)! });
    if (isConsoleAreaAllowed(role, def.access.area)) {
      expect([401, 403], `${name} refused ${role}: ${result.body.msg}`).not.toContain(result.status);
      expect(result.status).toBeLessThan(500);
    } else {
      expect(result.status).toBe(403);
      expect(result.body.msg).toBe(translate('en', 'console.forbidden_area'));
    }
  });

  it.each(PROVIDER_ROLES)('holds console role %s without two-step verification (403, both languages)', (role) =>
    refusedInBothLanguages(unenrolledTokens.get(role)!, 'TWO_FACTOR_SETUP_REQUIRED', 'two_factor.setup_required_staff'),
  );

  it('answers 401 INVALID_TOKEN without a token, and with a made-up one', async () => {
    for (const options of [{}, { token: 'not-a-real-token' }]) {
      const result = await server.call(name, sampleBody(def.request), options);
      expect(result.status).toBe(401);
      expect(result.body).toMatchObject({ return_code: 'INVALID_TOKEN', success: false });
    }
  });
});

describe.each(merchantCalls)('merchant call %s', (name, def) => {
  it.each(PROVIDER_ROLES)('refuses the provider staff (%s): they are no member', async (role) => {
    const body = sampleBody(def.request, { [def.access.merchantField]: merchantId });
    const result = await server.call(name, body, { token: staffTokens.get(role)! });
    expect(result.status).toBe(403);
    expect(result.body.msg).toBe(translate('en', 'errors.not_member'));
  });
});
