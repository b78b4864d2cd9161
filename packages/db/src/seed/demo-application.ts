/**
 * Blue Gum Cafe's merchant application, under review (pending@demo.test): the form as the applicant submitted it.
 * The seed has no files, so the application carries no documents; a reviewer sees its fields only.
 */
import type { Application } from '@mbo/contracts/kyb/application-schema';
import type { merchantApplications } from '../schema-kyb.ts';

const FORM: Application = {
  country_id: 1,
  time_zone: 'Australia/Melbourne',
  au_company_abn: '74512098012',
  business_license_number: '',
  merchant_name: 'Blue Gum Cafe Pty Ltd',
  company_type_id: 3,
  industry_id: 103,
  au_company_trading_name: 'Blue Gum Cafe',
  position_type: 1,
  store_type: 1,
  province_id: 1002,
  city_id: 1106,
  street_address_one: '241 Smith Street',
  post_code: '3065',
  email: 'team@bluegumcafe.example',
  mobile_phone_region: '+61',
  mobile_phone: '412000006',
  web_site: '',
  au_attachment_asic_extract_url: '',
  store_url: '',
  store_url1: '',
  store_photo_url2: '',
  bank_statement: '',
  shareholder_attachment_urls: [],
  settlement_type: 2,
  au_bank_account_name: 'Blue Gum Cafe Pty Ltd',
  au_bank_bsb_number: '033095',
  au_bank_account_number: '26490117',
  is_fast_settle: 2,
  fast_settlement_range: [],
};

export const DEMO_APPLICATION = {
  countryId: FORM.country_id,
  businessNumber: FORM.au_company_abn,
  merchantName: FORM.merchant_name,
  form: FORM,
} satisfies Omit<typeof merchantApplications.$inferInsert, 'ownerUserId'>;
