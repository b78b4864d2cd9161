/**
 * The verification × role × call matrix, generated from the registry like the role × call matrix: every merchant
 * call, made by each role of a verified and of an unverified merchant, answers what access.ts says — the page-access
 * table for the roles, then UNVERIFIED_MERCHANT_PAGES for an unverified merchant. A call whose page an unverified
 * merchant does not open but which answers it fails here, whatever the reason it forgot the gate.
 */
import { describe, expect, it } from 'vitest';
import {
  isPageAllowed,
  isPageOpenToMerchant,
  PAGE_ACCESS,
  ROLE_IDS,
  UNVERIFIED_MERCHANT_PAGES,
  type RoleId,
} from '@mbo/contracts/access';
import type { CallDef, MerchantAccess } from '@mbo/contracts/calls/define';
import { calls, type CallName } from '@mbo/contracts/calls/index';
import { translate } from '@mbo/contracts/i18n';
import { addMember, createMerchant, createStore, createUser, signIn } from '../support/factories.ts';
import { serverForThisFile } from '../support/harness.ts';
import { sampleBody } from './sample-body.ts';

type MerchantCall = [CallName, CallDef<CallDef['request'], CallDef['response'], MerchantAccess>];
const merchantCalls = (Object.entries(calls) as [CallName, CallDef][]).filter(
  ([, def]) => def.access.kind === 'merchant',
) as MerchantCall[];

const server = serverForThisFile();
type State = 'verified' | 'unverified';
const members = new Map<`${State}:${RoleId}`, { merchantId: number; token: string }>();

async function memberOf(state: State, role: RoleId) {
  const key = `${state}:${role}` as const;
  const known = members.get(key);
  if (known) return known;
  // One merchant per state and role: a call of one cell (remove an employee, rotate a key) cannot change another's.
  const merchant = await createMerchant(server.db, {
    // Opened for credit, so the loan calls reach their handlers (the flag's own refusal: credit.api.test.ts).
    isOpenedCredit: true,
    isVerify: state === 'verified',
    applicationStatus: state === 'verified' ? 'approved' : 'under_review',
  });
  const store = await createStore(server.db, merchant.id);
  const user = await createUser(server.db);
  await addMember(server.db, merchant.id, user.id, [role], role === 3 ? store.id : null);
  const member = { merchantId: merchant.id, token: await signIn(server, user.email!) };
  members.set(key, member);
  return member;
}

describe('the unverified merchant pages', () => {
  it('name pages of the page-access table, and leave every money and business page closed', () => {
    for (const page of UNVERIFIED_MERCHANT_PAGES) expect(Object.keys(PAGE_ACCESS)).toContain(page);
    for (const page of ['transaction', 'transactionDetail', 'payout', 'dashboard', 'store', 'api', 'business'] as const)
      expect(isPageOpenToMerchant(false, page)).toBe(false);
  });

  it('leave some calls of the registry open (the shell) and close others', () => {
    const open = merchantCalls.filter(([, def]) => isPageOpenToMerchant(false, def.access.page));
    expect(open.map(([name]) => name)).toContain('ChooseMerchantRequest');
    expect(open.length).toBeLessThan(merchantCalls.length);
  });
});

describe.each(merchantCalls)('merchant call %s', (name, def) => {
  describe.each(['verified', 'unverified'] as const)('of a %s merchant', (state) => {
    it.each(ROLE_IDS)('answers role %i what the table and the verification state say', async (role) => {
      const member = await memberOf(state, role);
      const body = sampleBody(def.request, { [def.access.merchantField]: member.merchantId });
      // Chinese for the unverified merchant: the refusal is translated as any other.
      const language = state === 'unverified' ? 'zh-CN' : 'en-US';
      const result = await server.call(name, body, { token: member.token, language });
      const catalogue = state === 'unverified' ? 'zh_CN' : 'en';
      if (!isPageAllowed([role], def.access.page)) {
        expect(result.status).toBe(403);
        expect(result.body.msg).toBe(translate(catalogue, 'errors.forbidden_page'));
      } else if (!isPageOpenToMerchant(state === 'verified', def.access.page)) {
        expect(result.status, `${name} answered an unverified merchant's role ${role}`).toBe(403);
        expect(result.body).toEqual({
          return_code: 'FAIL',
          success: false,
          msg: translate(catalogue, 'merchant_gate.unverified'),
        });
      } else {
        expect([401, 403], `${name} refused role ${role}: ${result.body.msg}`).not.toContain(result.status);
        expect(result.status).toBeLessThan(500);
      }
    });
  });
});
