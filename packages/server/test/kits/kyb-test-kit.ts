import type { ApplicationForm } from '@mbo/contracts/kyb/application-schema';
import { abnWithCheckDigits } from '@mbo/contracts/kyb/business-number';
import { createUser, setPerson, signIn } from '../support/factories.ts';
import type { TestServer } from '../support/harness.ts';
import { REGION, smallPng, uploadFile } from './kyc-test-kit.ts';

/** A fresh ABN passing the checksum: nine random digits led by their check digits. */
export function freshAbn(): string {
  for (;;) {
    const abn = abnWithCheckDigits(String(Math.floor(Math.random() * 1e9)).padStart(9, '0'));
    if (abn) return abn;
  }
}
/** A signed-in user whose personal verification passed (or has the status given). */
export async function applicantUser(server: TestServer, personStatus: number | null = 1) {
  const user = await createUser(server.db);
  if (personStatus !== null) await setPerson(server.db, user.id, personStatus);
  return { user, token: await signIn(server, user.email!) };
}

export async function uploadDocument(server: TestServer, token: string): Promise<string> {
  const result = await uploadFile(server, { token, bytes: await smallPng({ r: 200, g: 10, b: 10 }) });
  if (!result.body.file) throw new Error(`upload failed: ${result.body.msg}`);
  return result.body.file;
}

/** A complete Australian application of a physical store (its three photos and the ASIC extract uploaded). */
export async function australianApplication(server: TestServer, token: string, abn = freshAbn()) {
  const [extract, exterior, interior1, interior2] = await Promise.all([
    uploadDocument(server, token),
    uploadDocument(server, token),
    uploadDocument(server, token),
    uploadDocument(server, token),
  ]);
  return {
    country_id: 1,
    time_zone: 'Australia/Sydney',
    au_company_abn: abn,
    business_license_number: '',
    merchant_name: 'Bondi Dumplings Pty Ltd',
    company_type_id: 3,
    industry_id: 101,
    au_company_trading_name: 'Bondi Dumplings',
    position_type: 1,
    store_type: 1,
    province_id: REGION.nsw,
    city_id: REGION.sydney,
    street_address_one: '10 Campbell Parade',
    post_code: '2026',
    email: 'hello@bondidumplings.example',
    mobile_phone_region: '+61',
    mobile_phone: '412345678',
    web_site: '',
    au_attachment_asic_extract_url: extract,
    store_url: exterior,
    store_url1: interior1,
    store_photo_url2: interior2,
    bank_statement: '',
    shareholder_attachment_urls: [],
    settlement_type: 2,
    au_bank_account_name: 'Bondi Dumplings Pty Ltd',
    au_bank_bsb_number: '062000',
    au_bank_account_number: '12345678',
    is_fast_settle: 2,
    fast_settlement_range: [],
  } satisfies ApplicationForm;
}

/** Submits an application; answers its id. */
export async function submitApplication(server: TestServer, token: string, data: ApplicationForm) {
  return server.call('setBusiness', { class_number: '001', data }, { token });
}
