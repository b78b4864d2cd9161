/**
 * The add-merchant form's values and what the contract's schema is given: files held as {token, url} (for their
 * links), rates as typed (`rate-rows.ts`), and the merchant application's helper field (the industry's category)
 * dropped. The check runs the schema the server runs, then the rate rules against the floors of the reseller the
 * merchant joins, and answers the first refused field's step.
 */
import { APPLICATION_FILE_FIELDS } from '@mbo/contracts/kyb/application-schema';
import { FAST_SETTLE, SETTLEMENT_TYPE } from '@mbo/contracts/kyb/application-choices';
import type { Language } from '@mbo/contracts/constants';
import type { ResellerApplicationDetail } from '@mbo/contracts/calls/resellers-onboarding';
import {
  ADD_FOR,
  isCnyPricingCountry,
  RESELLER_FILE_FIELDS,
  resellerApplicationSchema,
  resellerStepOf,
  type ResellerApplication,
} from '@mbo/contracts/resellers/add-merchant-schema';
import { rateProblems, type RateRule } from '@mbo/contracts/resellers/rate-rules';
import { checkByStep, type StepProblem } from '../../../components/application-form/check-by-step.ts';
import type { OnboardingFile } from '../../../components/onboarding-upload.tsx';
import { isRowStarted, toRateRow, toRateRule, type RateRow } from './rate-rows.ts';

type FileValue = OnboardingFile | null | undefined;
const FILE_FIELDS = [...APPLICATION_FILE_FIELDS, ...RESELLER_FILE_FIELDS] as const;
type FileField = (typeof FILE_FIELDS)[number];

export interface ShareholderValues {
  name?: string;
  /** Typed as a number input: a number, or null while empty. */
  share_percent?: number | null;
  position_type?: number | null;
  id_type?: number | null;
  id_front_url?: FileValue;
  id_back_url?: FileValue;
}

export type AddMerchantValues = {
  [key: string]: unknown;
  for?: number;
  sub_reseller_id?: number | null;
  country_id?: number;
  shareholders?: ShareholderValues[];
  rates?: RateRow[];
  merchant_admin?: { phone_region?: string; phone?: string; email?: string };
} & { [K in FileField]?: FileValue };

export const EMPTY_ADD_MERCHANT: AddMerchantValues = {
  for: ADD_FOR.self,
  sub_reseller_id: null,
  country_id: 1,
  time_zone: 'Australia/Sydney',
  mobile_phone_region: '+61',
  merchant_admin: { phone_region: '+61', phone: '', email: '' },
  shareholders: [{ name: '', share_percent: null, position_type: 1, id_type: null }],
  settlement_type: SETTLEMENT_TYPE.bankAccount,
  is_fast_settle: FAST_SETTLE.no,
  fast_settlement_range: [],
  rates: [{}],
};

const tokenOf = (file: unknown) =>
  file && typeof file === 'object' && 'token' in file ? String((file as OnboardingFile).token) : '';

/** What the contract's schema is given. */
export function toSubmission(values: AddMerchantValues): Record<string, unknown> {
  const { industry_category: _category, shareholders = [], rates = [], ...rest } = values;
  const body: Record<string, unknown> = { ...rest };
  for (const field of FILE_FIELDS) body[field] = tokenOf(values[field]);
  if (values.for !== ADD_FOR.subReseller) body.sub_reseller_id = null;
  body.shareholders = shareholders.map((person) => ({
    ...person,
    name: person.name ?? '',
    id_type: person.id_type ?? null,
    id_front_url: tokenOf(person.id_front_url),
    id_back_url: tokenOf(person.id_back_url),
  }));
  body.rates = rates.filter(isRowStarted).map(toRateRule);
  return body;
}

export type AddMerchantCheck =
  { ok: true; data: ResellerApplication } | ({ ok: false; params?: Record<string, string | number> } & StepProblem);

/** The floors the rates are held to: the chosen sub-reseller's when adding for one, else the caller's own. */
export const floorsResellerOf = (values: Pick<AddMerchantValues, 'for' | 'sub_reseller_id'>): number | null =>
  values.for === ADD_FOR.subReseller ? (values.sub_reseller_id ?? null) : null;

/** The schema, then the rate rules (they need the floors, which the schema does not know). */
export function checkAddMerchant(
  values: AddMerchantValues,
  { floors, language }: { floors: readonly RateRule[]; language: Language },
): AddMerchantCheck {
  const checked = checkByStep(resellerApplicationSchema, toSubmission(values), (path) =>
    resellerStepOf(String(path[0] ?? '')),
  );
  if (!checked.ok) return checked;
  const problem = rateProblems(checked.data.rates, {
    floors,
    isCnyPricing: isCnyPricingCountry(checked.data.country_id),
    language,
  })[0];
  if (problem)
    return { ok: false, step: 5, path: ['rates', problem.index], messageKey: problem.key, params: problem.params };
  return checked;
}

/** A stored application (resubmitting a rejected one) back into the form, with its files' signed links. */
export function valuesOfDetail(detail: ResellerApplicationDetail): AddMerchantValues {
  const form = detail.form as Record<string, unknown>;
  const values: AddMerchantValues = { ...EMPTY_ADD_MERCHANT, ...form, for: detail.for };
  for (const field of FILE_FIELDS) values[field] = detail.files[field] ?? null;
  const people = Array.isArray(form.shareholders) ? (form.shareholders as Record<string, unknown>[]) : [];
  // An application without a share list (one added before the list was asked) starts from the empty form's.
  if (people.length > 0)
    values.shareholders = people.map((person, index) => {
      const ids = detail.shareholder_ids.find((each) => each.index === index);
      return { ...person, id_front_url: ids?.front ?? null, id_back_url: ids?.back ?? null } as ShareholderValues;
    });
  const rates = Array.isArray(form.rates) ? (form.rates as RateRule[]) : [];
  values.rates = rates.length > 0 ? rates.map(toRateRow) : [{}];
  return values;
}

/** A saved draft back into the form (files were saved with their links). */
export const valuesOfDraft = (draft: Record<string, unknown>): AddMerchantValues => ({
  ...EMPTY_ADD_MERCHANT,
  ...draft,
});
