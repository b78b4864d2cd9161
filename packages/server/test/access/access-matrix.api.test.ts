/**
 * The role × call matrix, generated from the registry: every call's access rule is checked against the real
 * server, so a new call is covered the moment it is registered (and fails here if its rule is unsound).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPageAllowed, ROLE_IDS, type RoleId } from '@mbo/contracts/access';
import type { Access, CallDef, MerchantAccess } from '@mbo/contracts/calls/define';
import { calls, type CallName } from '@mbo/contracts/calls/index';
import { AGREEMENT_CATEGORY_ID } from '@mbo/contracts/constants';
import { translate } from '@mbo/contracts/i18n';
import { agreements } from '@mbo/db/schema';
import { addMember, createMerchant, createStore, createUser, signIn } from '../support/factories.ts';
import { startTestServer, type TestServer } from '../support/harness.ts';
import { accessRuleProblems } from './access-rules.ts';
import { sampleBody } from './sample-body.ts';

type Entry = [CallName, CallDef];
const entries = Object.entries(calls) as Entry[];
const withAccess = <K extends Access['kind']>(kind: K) => entries.filter(([, def]) => def.access.kind === kind);
const merchantCalls = withAccess('merchant') as [
  CallName,
  CallDef<CallDef['request'], CallDef['response'], MerchantAccess>,
][];

let server: TestServer;
let merchantId: number;
const tokens = new Map<RoleId | 'none', string>();
let noRoleEmail: string;

beforeAll(async () => {
  server = await startTestServer();
  // So UpdateMerchantAgreement has something to acknowledge and reaches its handler's success path.
  await server.db
    .insert(agreements)
    .values({ categoryId: AGREEMENT_CATEGORY_ID, contentEn: 'Terms', contentZh: '条款' });
  // Opened for credit, so the loan calls reach their handlers (the flag's own refusal: credit.api.test.ts).
  const merchant = await createMerchant(server.db, { isOpenedCredit: true });
  const store = await createStore(server.db, merchant.id);
  merchantId = merchant.id;
  for (const role of [...ROLE_IDS, 'none'] as const) {
    const user = await createUser(server.db);
    const roles = role === 'none' ? [] : [role];
    await addMember(server.db, merchant.id, user.id, roles, role === 3 ? store.id : null);
    tokens.set(role, await signIn(server, user.email!));
    if (role === 'none') noRoleEmail = user.email!;
  }
});
afterAll(() => server.close());

describe('the registry', () => {
  it('gives every call a sound access rule', () => {
    expect(accessRuleProblems(calls)).toEqual([]);
    expect(entries.length).toBe(
      withAccess('public').length +
        withAccess('session').length +
        merchantCalls.length +
        withAccess('provider').length + // console-access.api.test.ts
        withAccess('reseller').length, // reseller-access.api.test.ts
    );
  });
});

describe.each(merchantCalls)('merchant call %s', (name, def) => {
  const bodyFor = () => sampleBody(def.request, { [def.access.merchantField]: merchantId });

  it.each(ROLE_IDS)('role %i gets exactly what the page-access table says', async (role) => {
    const result = await server.call(name, bodyFor(), { token: tokens.get(role)! });
    if (isPageAllowed([role], def.access.page)) {
      expect([401, 403], `${name} refused role ${role}: ${result.body.msg}`).not.toContain(result.status);
      expect(result.status).toBeLessThan(500);
    } else {
      expect(result.status).toBe(403);
      expect(result.body).toEqual({
        return_code: 'FAIL',
        success: false,
        msg: translate('en', 'errors.forbidden_page'),
      });
    }
  });

  it('refuses, in Chinese too, a member with no role unless the page is always allowed', async () => {
    const result = await server.call(name, bodyFor(), { token: tokens.get('none')!, language: 'zh-CN' });
    if (isPageAllowed([], def.access.page)) {
      expect([401, 403]).not.toContain(result.status);
    } else {
      expect(result.status).toBe(403);
      expect(result.body).toEqual({
        return_code: 'FAIL',
        success: false,
        msg: translate('zh_CN', 'errors.forbidden_page'),
      });
    }
  });

  it('answers 401 INVALID_TOKEN without a token, and with a made-up one', async () => {
    for (const options of [{}, { token: 'not-a-real-token' }]) {
      const result = await server.call(name, bodyFor(), options);
      expect(result.status).toBe(401);
      expect(result.body).toMatchObject({ return_code: 'INVALID_TOKEN', success: false });
    }
  });
});

describe.each(withAccess('session'))('session call %s', (name, def) => {
  it('answers 401 INVALID_TOKEN without a token', async () => {
    const result = await server.call(name, sampleBody(def.request));
    expect(result.status).toBe(401);
    expect(result.body).toEqual({
      return_code: 'INVALID_TOKEN',
      success: false,
      msg: translate('en', 'errors.invalid_token'),
    });
  });

  it('admits any signed-in user, whatever their roles', async () => {
    // A session of its own: one of these calls is logout.
    const token = await signIn(server, noRoleEmail);
    const result = await server.call(name, sampleBody(def.request), { token });
    expect([401, 403]).not.toContain(result.status);
    expect(result.status).toBeLessThan(500);
  });
});

describe.each(withAccess('public'))('public call %s', (name, def) => {
  it('answers without a token (never 401 or 403)', async () => {
    const result = await server.call(name, sampleBody(def.request));
    expect([401, 403]).not.toContain(result.status);
    expect(result.status).toBeLessThan(500);
    expect(result.body).toHaveProperty('return_code');
  });
});
