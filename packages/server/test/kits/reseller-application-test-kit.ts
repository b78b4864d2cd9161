/**
 * The reseller's add-merchant form for tests (issue 15): a complete form (a micro-shop, so no store photos; one legal
 * person with a passport and the selfie; one rate at the test floors' level), its files uploaded as the reseller's
 * documents by the member who submits it.
 */
import type { ResellerApplicationForm } from '@mbo/contracts/resellers/add-merchant-schema';
import type { TestServer } from '../support/harness.ts';
import { freshAbn } from './kyb-test-kit.ts';
import { REGION, smallPng, uploadFile } from './kyc-test-kit.ts';

export const RESELLER_CLASS = '002';

export async function uploadResellerDocument(server: TestServer, token: string, bytes?: Buffer): Promise<string> {
  const result = await uploadFile(server, {
    token,
    kind: 'reseller_document',
    bytes: bytes ?? (await smallPng({ r: 20, g: 160, b: 40 })),
  });
  if (!result.body.file) throw new Error(`upload failed: ${result.body.msg}`);
  return result.body.file;
}

/** A complete form for the caller's reseller itself (`for` 1), every file uploaded by `token`'s member. */
export async function resellerApplication(server: TestServer, token: string, abn = freshAbn()) {
  const [extract, passport, selfie] = await Promise.all([
    uploadResellerDocument(server, token),
    uploadResellerDocument(server, token),
    uploadResellerDocument(server, token),
  ]);
  return {
    for: 1,
    sub_reseller_id: null,
    country_id: 1,
    time_zone: 'Australia/Sydney',
    au_company_abn: abn,
    business_license_number: '',
    merchant_name: 'Manly Noodles Pty Ltd',
    company_type_id: 3,
    industry_id: 101,
    au_company_trading_name: 'Manly Noodles',
    store_type: 3,
    province_id: REGION.nsw,
    city_id: REGION.sydney,
    street_address_one: '5 The Corso',
    post_code: '2095',
    email: 'hello@manlynoodles.example',
    mobile_phone_region: '+61',
    mobile_phone: '412345679',
    web_site: '',
    merchant_admin: { email: 'owner@manlynoodles.example' },
    au_attachment_asic_extract_url: extract,
    store_url: '',
    store_url1: '',
    store_photo_url2: '',
    bank_statement: '',
    power_of_attorney_url: '',
    shareholders: [
      { name: 'Mia Chen', share_percent: 100, position_type: 1, id_type: 3, id_front_url: passport, id_back_url: '' },
    ],
    legal_person_selfie_url: selfie,
    settlement_type: 2,
    au_bank_account_name: 'Manly Noodles Pty Ltd',
    au_bank_bsb_number: '062000',
    au_bank_account_number: '12345678',
    is_fast_settle: 2,
    fast_settlement_range: [],
    rates: [{ payment_channel_id: 1, disburse_period_days: 1, rate: 0.02, flat_fee: 0 }],
  } satisfies ResellerApplicationForm;
}
export type ResellerApplicationSample = Awaited<ReturnType<typeof resellerApplication>>;

export const submitResellerApplication = (server: TestServer, token: string, data: unknown) =>
  server.call('reseller/setBusiness', { class_number: RESELLER_CLASS, data } as never, { token });
