import { describe, expect, it } from 'vitest';
import { SAMPLE_APPLICATION } from '@mbo/contracts/kyb/application-schema';
import type { RateRule } from '@mbo/contracts/resellers/rate-rules';
import {
  checkAddMerchant,
  EMPTY_ADD_MERCHANT,
  floorsResellerOf,
  toSubmission,
  valuesOfDetail,
  valuesOfDraft,
  type AddMerchantValues,
} from './add-merchant-values.ts';

const file = (name: string) => ({ token: `${name}-token-0123456789`, url: `https://files.example/${name}` });
const FLOORS: RateRule[] = [{ payment_channel_id: 1, disburse_period_days: 1, rate: 0.012, flat_fee: 0 }];

/** A whole form as a person leaves it, ready to submit. */
const filled = (): AddMerchantValues => ({
  ...EMPTY_ADD_MERCHANT,
  ...SAMPLE_APPLICATION,
  industry_category: 219,
  merchant_admin: { phone_region: '+61', phone: '', email: 'admin@example.test' },
  au_attachment_asic_extract_url: file('asic'),
  shareholders: [
    { name: 'Sam', share_percent: 70, position_type: 1, id_type: 3, id_front_url: file('passport') },
    {
      name: 'Kim',
      share_percent: 30,
      position_type: 0,
      id_type: 1,
      id_front_url: file('front'),
      id_back_url: file('back'),
    },
  ],
  legal_person_selfie_url: file('selfie'),
  rates: [{ payment_channel_id: 1, disburse_period_days: 1, percent: '1.50' }, {}],
});

const check = (values: AddMerchantValues) => checkAddMerchant(values, { floors: FLOORS, language: 'en' });

describe('the add-merchant form values', () => {
  it('submit tokens for files, typed rates as fractions, and leave empty rate rows and helper fields out', () => {
    const body = toSubmission(filled());
    expect(body.au_attachment_asic_extract_url).toBe('asic-token-0123456789');
    expect(body.rates).toEqual([{ payment_channel_id: 1, disburse_period_days: 1, rate: 0.015, flat_fee: 0 }]);
    expect(body).not.toHaveProperty('industry_category');
    expect((body.shareholders as { id_back_url: string }[])[1]!.id_back_url).toBe('back-token-0123456789');
  });

  it('pass a whole form', () => {
    expect(check(filled()).ok).toBe(true);
  });

  it('send to step 1 for a missing sub-reseller and to step 3 for a missing power of attorney', () => {
    expect(check({ ...filled(), for: 2 })).toMatchObject({ ok: false, step: 1, path: ['sub_reseller_id'] });
    expect(check({ ...filled(), for: 2, sub_reseller_id: 7 })).toMatchObject({
      ok: false,
      step: 3,
      path: ['power_of_attorney_url'],
    });
  });

  it('send to step 4 when a holder of 25 % or more has no ID', () => {
    const values = filled();
    values.shareholders![1] = { name: 'Kim', share_percent: 25, position_type: 0, id_type: null };
    expect(check(values)).toMatchObject({ ok: false, step: 4, path: ['shareholders', 1, 'id_type'] });
    values.shareholders![1] = { name: 'Kim', share_percent: 24.99, position_type: 0, id_type: null };
    expect(check(values).ok).toBe(true);
  });

  it('send to step 5 with the rule and the floor when a rate is under it', () => {
    const values = { ...filled(), rates: [{ payment_channel_id: 1, disburse_period_days: 1, percent: '1.1' }] };
    expect(check(values)).toMatchObject({
      ok: false,
      step: 5,
      path: ['rates', 0],
      messageKey: 'resellers.rate_below_floor',
      params: { channel: 'WeChat Pay', floor: '1.20' },
    });
  });

  it("hold the rates to the chosen sub-reseller's floors, else the caller's own", () => {
    expect(floorsResellerOf({ for: 2, sub_reseller_id: 7 })).toBe(7);
    expect(floorsResellerOf({ for: 1, sub_reseller_id: 7 })).toBeNull();
  });

  it('reopen a stored application as it was typed, files with their links, so it resubmits unchanged', () => {
    const checked = check(filled());
    if (!checked.ok) throw new Error('the sample form should pass');
    const form = checked.data;
    const detail = {
      for: 1,
      form: form as unknown as Record<string, unknown>,
      files: { au_attachment_asic_extract_url: file('asic'), legal_person_selfie_url: file('selfie') },
      shareholder_ids: [
        { index: 0, front: file('passport'), back: null },
        { index: 1, front: file('front'), back: file('back') },
      ],
    } as unknown as Parameters<typeof valuesOfDetail>[0];
    const values = valuesOfDetail(detail);
    expect(values.rates).toEqual([{ payment_channel_id: 1, disburse_period_days: 1, percent: '1.50', flat_fee: null }]);
    expect(values.shareholders![1]!.id_back_url).toEqual(file('back'));
    const again = check(values);
    expect(again.ok && again.data).toEqual(form);
  });

  it('restore a draft over the empty form, keeping what it does not hold', () => {
    const values = valuesOfDraft({ merchant_name: 'Half done', __step: 3 });
    expect(values.merchant_name).toBe('Half done');
    expect(values.rates).toEqual([{}]);
    expect(values.for).toBe(1);
  });
});
