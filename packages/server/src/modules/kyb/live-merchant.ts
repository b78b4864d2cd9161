/**
 * What approving an application makes (issue 11 §4, "Approval creates the live merchant"): the merchant with its
 * company details, the store given, AUD, the default channel rate and settlement settings of the second document
 * (section 9), the bank account when settling to one, and the applicant as its super admin (role 1). Runs inside the
 * console's transaction, so an approval that fails half-way leaves nothing behind.
 */
import { sql } from 'drizzle-orm';
import { ROLE } from '@mbo/contracts/access';
import { APPROVAL_DEFAULTS, FAST_SETTLE, SETTLEMENT_TYPE } from '@mbo/contracts/kyb/application-choices';
import type { Application } from '@mbo/contracts/kyb/application-schema';
import { COUNTRIES } from '@mbo/contracts/lookups/countries';
import {
  employeeRoles,
  employees,
  merchantChannelRates,
  merchantCurrencies,
  merchants,
  regions,
  stores,
} from '@mbo/db/schema';
import type { Tx } from '../console/console.public.ts';
import { settlementAccounts } from '@mbo/db/schema-settlement';
import { PAYOUT_TARGET } from '@mbo/contracts/calls/payouts';
import { recordInitialFastSettle } from '../fast-settle/fast-settle.public.ts';
import type { ChannelRate } from '../resellers/resellers.public.ts';
import type { ApplicationRow } from './kyb.repository.ts';

/** Merchant numbers of approved applications: M3xxxxx, one per application, never meeting the seeded M1000xx. */
const MERCHANT_NUMBER_BASE = 300_000;
const FIRST_STORE_NUMBER = 'S0001';

async function regionNames(tx: Tx, form: Application) {
  const rows = await tx
    .select({ id: regions.id, enName: regions.enName })
    .from(regions)
    .where(sql`${regions.id} in (${form.province_id}, ${form.city_id})`);
  const name = (id: number) => rows.find((row) => row.id === id)?.enName ?? '';
  return { state: name(form.province_id), city: name(form.city_id) };
}

async function newMerchant(tx: Tx, row: ApplicationRow, form: Application): Promise<number> {
  const { state, city } = await regionNames(tx, form);
  const country = COUNTRIES.find((each) => each.id === form.country_id);
  const [merchant] = await tx
    .insert(merchants)
    .values({
      number: `M${MERCHANT_NUMBER_BASE + row.id}`,
      name: form.merchant_name,
      shortName: form.au_company_trading_name,
      isVerify: true,
      isFastSettle: form.is_fast_settle === FAST_SETTLE.yes,
      timeZone: form.time_zone || country?.timeZone,
      abn: row.businessNumber,
      mobilePhone: form.mobile_phone,
      email: form.email,
      street: form.street_address_one,
      suburb: city,
      state,
      postcode: form.post_code,
      industryId: form.industry_id,
      applicationStatus: 'approved',
    })
    .returning({ id: merchants.id });
  const merchantId = merchant!.id;
  await tx.insert(stores).values({
    merchantId,
    number: FIRST_STORE_NUMBER,
    name: form.au_company_trading_name,
    shortName: form.au_company_trading_name,
    type: form.store_type,
    address: [form.street_address_one, city, state, form.post_code].filter(Boolean).join(', '),
    mobilePhone: form.mobile_phone,
    industryId: form.industry_id,
    feeType: APPROVAL_DEFAULTS.storeFeeType,
    supportCurrencies: [...APPROVAL_DEFAULTS.payCurrencyIds],
  });
  return merchantId;
}

/**
 * Makes (or, for an application that came with an unverified merchant, verifies) the live merchant; answers its id.
 * A reseller's application brings its own channel rates (none given: the default) and its own merchant admin, bound
 * by the resellers area, not the reseller's member who submitted it.
 */
export async function makeLiveMerchant(
  tx: Tx,
  row: ApplicationRow,
  terms: { rates: readonly ChannelRate[]; isOwnerAdmin: boolean },
): Promise<number> {
  const form = row.form as Application;
  const merchantId = row.merchantId ?? (await newMerchant(tx, row, form));
  if (row.merchantId !== null)
    await tx
      .update(merchants)
      .set({ isVerify: true, applicationStatus: 'approved' })
      .where(sql`${merchants.id} = ${merchantId}`);
  await tx
    .insert(merchantCurrencies)
    .values(APPROVAL_DEFAULTS.payCurrencyIds.map((currencyId) => ({ merchantId, currencyId })))
    .onConflictDoNothing();
  const defaultRate: ChannelRate = {
    paymentChannelId: APPROVAL_DEFAULTS.paymentChannelId,
    onlineRatePpm: APPROVAL_DEFAULTS.ratePpm,
    flatFeeMinor: 0,
    disbursePeriodDays: APPROVAL_DEFAULTS.disbursePeriodDays,
  };
  const rates = terms.rates.length > 0 ? terms.rates : [defaultRate];
  await tx
    .insert(merchantChannelRates)
    .values(rates.map((rate) => ({ merchantId, ...rate })))
    .onConflictDoNothing();
  if (form.settlement_type === SETTLEMENT_TYPE.bankAccount)
    await tx.insert(settlementAccounts).values({
      merchantId,
      currencyId: APPROVAL_DEFAULTS.settlementCurrencyId,
      type: PAYOUT_TARGET.bank,
      accountName: form.au_bank_account_name,
      bsb: form.au_bank_bsb_number,
      accountNumber: form.au_bank_account_number,
    });
  if (form.is_fast_settle === FAST_SETTLE.yes && form.fast_settlement_range.length > 0)
    await recordInitialFastSettle(tx, merchantId, form.fast_settlement_range);
  if (terms.isOwnerAdmin) {
    await tx.insert(employees).values({ merchantId, userId: row.ownerUserId }).onConflictDoNothing();
    await tx
      .insert(employeeRoles)
      .values({ merchantId, userId: row.ownerUserId, roleType: ROLE.superAdmin })
      .onConflictDoNothing();
  }
  return merchantId;
}
