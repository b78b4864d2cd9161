/**
 * Merchant applications as a review queue of the provider's console (key `merchant_application`): the review
 * functions of kyb-review.ts in the console's shapes, every field of the form and signed links to its documents.
 */
import { applicationStatusOf } from '@mbo/contracts/kyb/application-choices';
import type { Language } from '@mbo/contracts/constants';
import type { Application } from '@mbo/contracts/kyb/application-schema';
import type { QueueItemDetail, ReviewQueue } from '../console/console.public.ts';
import type { ResellerApprovalDeps } from '../resellers/resellers.public.ts';
import type { UploadLinks } from '../uploads/uploads.public.ts';
import { localName } from './application-view.ts';
import { applicationWithApplicant, approve, listWaiting, reject } from './kyb-review.ts';
import { createKybRepository } from './kyb.repository.ts';
import { resellerReviewParts } from './reseller-application-view.ts';

const STATUS_OF: QueueItemDetail['status'][] = ['waiting', 'approved', 'rejected'];

/** What the database names in both languages (regions, the industry): the console picks the reviewer's. */
interface Named {
  region: (id: number) => Record<Language, string>;
  industry: Record<Language, string>;
}

function fieldsOf(form: Application, businessNumber: string, named: Named): QueueItemDetail['fields'] {
  const fields: QueueItemDetail['fields'] = [
    { labelKey: 'kyb.field.country', valueKey: `kyc.value.country_${form.country_id}` },
    { labelKey: 'kyb.field.time_zone', value: form.time_zone },
    { labelKey: 'kyb.field.business_number', value: businessNumber },
    { labelKey: 'kyb.field.company_type', valueKey: `kyb.company_type_${form.company_type_id}` },
    { labelKey: 'kyb.field.merchant_name', value: form.merchant_name },
    { labelKey: 'kyb.field.trading_name', value: form.au_company_trading_name },
    { labelKey: 'kyb.field.industry', names: named.industry },
    { labelKey: 'kyb.field.store_type', valueKey: `kyb.value.store_type_${form.store_type}` },
    { labelKey: 'kyb.field.email', value: form.email },
    { labelKey: 'kyb.field.phone', value: `${form.mobile_phone_region} ${form.mobile_phone}` },
    { labelKey: 'kyb.field.address', value: `${form.street_address_one}, ${form.post_code}` },
    { labelKey: 'kyb.field.state', names: named.region(form.province_id) },
    { labelKey: 'kyb.field.city', names: named.region(form.city_id) },
    { labelKey: 'kyb.field.settlement', valueKey: `kyb.value.settlement_${form.settlement_type}` },
    { labelKey: 'kyb.field.fast_settle', valueKey: `kyb.value.fast_settle_${form.is_fast_settle}` },
  ];
  // The reseller's form asks no applicant's role (its share list holds the positions).
  if ((form as Partial<Application>).position_type !== undefined)
    fields.splice(7, 0, { labelKey: 'kyb.field.position', valueKey: `kyb.position_${form.position_type}` });
  if (form.web_site) fields.push({ labelKey: 'kyb.field.web_site', value: form.web_site });
  if (form.au_bank_account_number)
    fields.push({
      labelKey: 'kyb.field.bank_account',
      value: `${form.au_bank_account_name}, BSB ${form.au_bank_bsb_number}, ${form.au_bank_account_number}`,
    });
  return fields;
}

const FILE_LABELS = [
  ['au_attachment_asic_extract_url', 'kyb.field.asic_extract'],
  ['store_url', 'kyb.field.store_url'],
  ['store_url1', 'kyb.field.store_url1'],
  ['store_photo_url2', 'kyb.field.store_photo_url2'],
  ['bank_statement', 'kyb.field.bank_statement'],
] as const;

/** Images and PDFs alike are links; the console shows an image inline and opens a document. */
function filesOf(form: Application, sign: (token: string) => string): QueueItemDetail['files'] {
  const named = FILE_LABELS.flatMap(([field, labelKey]) =>
    form[field] ? [{ labelKey, url: sign(form[field]), kind: 'document' as const }] : [],
  );
  const shareholders = ((form as Partial<Application>).shareholder_attachment_urls ?? []).map((token) => ({
    labelKey: 'kyb.field.shareholder',
    url: sign(token),
    kind: 'document' as const,
  }));
  return [...named, ...shareholders];
}

export function merchantApplicationQueue(links: UploadLinks, approval: ResellerApprovalDeps): ReviewQueue {
  return {
    key: 'merchant_application',
    titleKey: 'kyb.queue_title',
    list: listWaiting,
    async detail(db, id) {
      const found = await applicationWithApplicant(db, id);
      if (!found) return undefined;
      const { row } = found;
      const form = row.form as Application;
      const repo = createKybRepository(db);
      const regions = new Map(
        (await repo.regions([form.province_id, form.city_id])).map((region) => [region.id, region]),
      );
      const industry = await repo.industry(form.industry_id);
      const bothLanguages = (entry: { name: string; enName: string } | undefined) => ({
        en: entry ? localName(entry, 'en') : '',
        zh_CN: entry ? localName(entry, 'zh_CN') : '',
      });
      const named: Named = { region: (id) => bothLanguages(regions.get(id)), industry: bothLanguages(industry) };
      const sign = (token: string) => links.forReview(token);
      // Added through a reseller's form: who added it for whom, the share list's IDs, the rates against the floors.
      const reseller = row.addedByResellerId === null ? null : await resellerReviewParts(db, row, sign);
      return {
        id: row.id,
        applicant: found.applicant,
        summary: `${row.merchantName} (${row.businessNumber})`,
        submittedAt: row.submittedAt,
        status: STATUS_OF[applicationStatusOf(row)] ?? 'waiting',
        fields: [...fieldsOf(form, row.businessNumber, named), ...(reseller?.fields ?? [])],
        files: [...filesOf(form, sign), ...(reseller?.files ?? [])],
      };
    },
    approve: (tx, id, reviewer) => approve(tx, id, reviewer, approval),
    reject,
  };
}
