import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADD_FOR,
  ID_TYPE,
  peopleNeedingIds,
  resellerApplicationSchema,
  resellerFormTokens,
  resellerStepOf,
  type Shareholder,
  mayResubmit,
} from './add-merchant-schema.ts';

const sample = (resellerApplicationSchema.meta()!.examples as unknown[])[0] as Record<string, unknown>;
const token = (name: string) => `${name}-token-0123456789`;
const person = (share_percent: number, position_type = 0, extra: Partial<Shareholder> = {}) => ({
  name: `Person ${share_percent} ${position_type}`,
  share_percent,
  position_type,
  id_type: ID_TYPE.passport,
  id_front_url: token('id'),
  ...extra,
});
const issues = (changes: Record<string, unknown>) => {
  const result = resellerApplicationSchema.safeParse({ ...sample, ...changes });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the add-merchant form schema', () => {
  it('takes the sample (self) and the sub-reseller flow with its power of attorney', () => {
    expect(issues({})).toEqual([]);
    expect(issues({ for: ADD_FOR.subReseller, sub_reseller_id: 7, power_of_attorney_url: token('poa') })).toEqual([]);
  });

  it('keeps the merchant application’s rules (composed, not written again)', () => {
    expect(issues({ au_company_abn: '51824753557' })).toContain('au_company_abn: kyb.abn_invalid');
    expect(issues({ post_code: '20000' })).toContain('post_code: kyb.format.post_code');
    expect(issues({ is_fast_settle: 1, fast_settlement_range: [] })).toContain(
      'fast_settlement_range: kyb.incomplete_step_5',
    );
    expect(issues({ is_fast_settle: 1, fast_settlement_range: ['1'] })).toEqual([]);
    expect(issues({ merchant_name: '' })).toContain('merchant_name: kyb.incomplete_step_1');
  });

  it('needs the sub-reseller and the power of attorney when adding for a sub-reseller', () => {
    expect(issues({ for: ADD_FOR.subReseller })).toEqual([
      'sub_reseller_id: resellers_onboarding.sub_reseller_required',
      'power_of_attorney_url: resellers_onboarding.power_of_attorney_required',
    ]);
    expect(issues({ for: 3 })).toContain('for: kyb.incomplete_step_1');
  });

  it("needs the merchant admin's phone (with its region) or e-mail", () => {
    expect(issues({ merchant_admin: {} })).toEqual(['merchant_admin: resellers_onboarding.admin_contact_required']);
    expect(issues({ merchant_admin: { phone: '412000000' } })).toEqual([
      'merchant_admin.phone_region: resellers_onboarding.admin_phone_format',
    ]);
    expect(issues({ merchant_admin: { phone_region: '+61', phone: '412000000' } })).toEqual([]);
    expect(issues({ merchant_admin: { name: 'Ann Lee', email: 'ann@example.test' } })).toEqual([]);
    expect(issues({ merchant_admin: { email: 'not-mail' } })).toContain(
      'merchant_admin.email: resellers_onboarding.admin_email_format',
    );
  });

  it('checks the share list: one legal person, 2 decimals, at most 100 % in all', () => {
    expect(issues({ shareholders: [] })).toEqual([
      'shareholders: kyb.incomplete_step_4',
      'shareholders: resellers_onboarding.legal_person_one',
    ]);
    expect(issues({ shareholders: [person(50), person(50)] })).toEqual([
      'shareholders: resellers_onboarding.legal_person_one',
    ]);
    expect(issues({ shareholders: [person(50, 1), person(50.005)] })).toContain(
      'shareholders.1.share_percent: resellers_onboarding.share_format',
    );
    expect(issues({ shareholders: [person(33.33, 1), person(33.33), person(33.34)] })).toEqual([]);
    expect(issues({ shareholders: [person(60, 1), person(40.01)] })).toEqual([
      'shareholders: resellers_onboarding.shares_over_100',
    ]);
  });

  it('needs the IDs of those who need one, both sides of a licence or ID card, one side of a passport', () => {
    const noId = { id_type: null, id_front_url: '' };
    expect(issues({ shareholders: [person(0, 1, noId), person(25, 0, noId), person(24.99, 0, noId)] })).toEqual([
      'shareholders.0.id_type: resellers_onboarding.id_required',
      'shareholders.0.id_front_url: resellers_onboarding.id_required',
      'shareholders.1.id_type: resellers_onboarding.id_required',
      'shareholders.1.id_front_url: resellers_onboarding.id_required',
    ]);
    expect(issues({ shareholders: [person(100, 1, { id_type: ID_TYPE.auLicence })] })).toEqual([
      'shareholders.0.id_back_url: resellers_onboarding.id_back_required',
    ]);
    expect(
      issues({ shareholders: [person(100, 1, { id_type: ID_TYPE.cnIdCard, id_back_url: token('back') })] }),
    ).toEqual([]);
    expect(issues({ shareholders: [person(100, 1, { id_back_url: token('back') })] })).toEqual([
      'shareholders.0.id_back_url: resellers_onboarding.passport_no_back',
    ]);
    expect(issues({ shareholders: [person(100, 1, { id_type: 9 })] })).toContain(
      'shareholders.0.id_type: resellers_onboarding.id_type_invalid',
    );
    expect(issues({ legal_person_selfie_url: '' })).toEqual([
      'legal_person_selfie_url: resellers_onboarding.selfie_required',
    ]);
  });

  it('needs at least one rate of the rate rule shape', () => {
    expect(issues({ rates: [] })).toEqual(['rates: resellers_onboarding.rates_required']);
    expect(issues({ rates: [{ payment_channel_id: 1 }] }).length).toBeGreaterThan(0);
  });

  it('names the step of each field and every file the form holds', () => {
    expect(resellerStepOf('sub_reseller_id')).toBe(1);
    expect(resellerStepOf('merchant_admin')).toBe(2);
    expect(resellerStepOf('power_of_attorney_url')).toBe(3);
    expect(resellerStepOf('shareholders')).toBe(4);
    expect(resellerStepOf('rates')).toBe(5);
    const form = resellerApplicationSchema.parse({
      ...sample,
      shareholders: [person(100, 1, { id_type: ID_TYPE.auLicence, id_back_url: token('back') })],
    });
    expect(resellerFormTokens(form).sort()).toEqual(
      [token('asic-extract'), token('selfie'), token('id'), token('back')].sort(),
    );
  });
});

describe('peopleNeedingIds (the 25 % rule)', () => {
  it('takes the legal person without shares and the holders at exactly 25 %, not just under', () => {
    expect(peopleNeedingIds([person(0, 1), person(25), person(24.99), person(25.01), person(25, 2)])).toEqual([
      0, 1, 3, 4,
    ]);
    expect(peopleNeedingIds([person(25), person(25), person(25), person(25)])).toEqual([0, 1, 2, 3]);
    expect(peopleNeedingIds([person(10, 1), person(90)])).toEqual([0, 1]);
  });

  it('over random share splits: exactly the legal person and those at 25.00 % or more', () => {
    // Splits of 100.00 % into hundredths, some people exactly at 2500 or 2499 hundredths, the legal person anywhere.
    const share = fc.oneof(fc.constantFrom(2500, 2499, 2501, 0, 10_000), fc.integer({ min: 0, max: 10_000 }));
    const people = fc
      .array(fc.record({ hundredths: share, position_type: fc.constantFrom(0, 1, 2) }), {
        minLength: 1,
        maxLength: 12,
      })
      .filter((list) => list.reduce((sum, each) => sum + each.hundredths, 0) <= 10_000);
    fc.assert(
      fc.property(people, (list) => {
        const shareholders = list.map((each) => ({
          share_percent: each.hundredths / 100,
          position_type: each.position_type,
        }));
        const expected = list.flatMap((each, index) =>
          each.position_type === 1 || each.hundredths >= 2500 ? [index] : [],
        );
        expect(peopleNeedingIds(shareholders)).toEqual(expected);
        // At most four people hold 25 % or more of a company.
        expect(list.filter((each) => each.hundredths >= 2500).length).toBeLessThanOrEqual(4);
      }),
      { numRuns: 500 },
    );
  });
});

describe('mayResubmit', () => {
  const parent = 10;
  const sub = 11;
  it('lets the reseller that added an application and the sub-reseller it was added for resubmit it', () => {
    const addedForSub = { resellerId: sub, addedByResellerId: parent };
    expect(mayResubmit(parent, addedForSub)).toBe(true);
    expect(mayResubmit(sub, addedForSub)).toBe(true);
    expect(mayResubmit(12, addedForSub)).toBe(false);
  });
  it("keeps a sub-reseller's own application its own, and a merchant's own application nobody's", () => {
    expect(mayResubmit(parent, { resellerId: sub, addedByResellerId: sub })).toBe(false);
    expect(mayResubmit(sub, { resellerId: sub, addedByResellerId: sub })).toBe(true);
    expect(mayResubmit(parent, { resellerId: parent, addedByResellerId: null })).toBe(false);
  });
});
