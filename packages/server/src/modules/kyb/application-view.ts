import type { ApplicationDetail } from '@mbo/contracts/calls/kyb';
import type { Language } from '@mbo/contracts/constants';
import { applicationStatusOf } from '@mbo/contracts/kyb/application-choices';
import { APPLICATION_FILE_FIELDS, type Application } from '@mbo/contracts/kyb/application-schema';
import { COUNTRIES } from '@mbo/contracts/lookups/countries';
import type { ApplicationRow } from './kyb.repository.ts';

/** A country's name in the reader's language. */
export function countryName(id: number, language: Language): string {
  const country = COUNTRIES.find((entry) => entry.id === id);
  if (!country) return '';
  return language === 'zh_CN' ? country.zh : country.en;
}

/** A region's or industry's name in the reader's language (their tables hold `name` in Chinese, `en_name` in English). */
export const localName = (region: { name: string; enName: string }, language: Language): string =>
  language === 'zh_CN' ? region.name : region.enName;

/**
 * An application in the spec's shape (second document, section 3), its documents as links signed by `sign` (the
 * applicant's session, or the reviewer's short-lived link), the country named in `language`. Region names are the
 * caller's to add.
 */
export function toApplicationView(
  row: ApplicationRow,
  sign: (token: string) => string,
  language: Language,
): Omit<ApplicationDetail, 'province_name' | 'city_name'> {
  const form = row.form as Application;
  const files: ApplicationDetail['files'] = {};
  for (const field of APPLICATION_FILE_FIELDS) {
    const token = form[field];
    if (token) files[field] = { token, url: sign(token) };
  }
  return {
    id: row.id,
    bill_no: row.billNo,
    class_number: row.classNumber,
    merchant_name: row.merchantName,
    country_id: row.countryId,
    country_name: countryName(row.countryId, language),
    status: applicationStatusOf(row),
    is_checked: row.isChecked ? 1 : 0,
    is_check_reject: row.isCheckReject ? 1 : 0,
    objection: row.objection,
    en_objection: row.enObjection,
    create_date: row.submittedAt.toISOString(),
    form,
    files,
    // The reseller's form has no loose shareholder files: its IDs are in its share list.
    shareholder_files: ((form as Partial<Application>).shareholder_attachment_urls ?? []).map((token) => ({
      token,
      url: sign(token),
    })),
  };
}
