/**
 * Personal verifications as a review queue of the provider's console: the review functions of kyc-review.ts in the
 * console's shapes (its summary line, its fields and files, its statuses).
 */
import { type Language, VERIFY_STATUS } from '@mbo/contracts/constants';
import type { PersonDetail } from '@mbo/contracts/calls/kyc';
import type { QueueItemDetail, ReviewQueue } from '../console/console.public.ts';
import { createRegionsRepository } from '../lookups/lookups.public.ts';
import type { UploadLinks } from '../uploads/uploads.public.ts';
import { approve, key, list, personVerificationDetail, reject, titleKey } from './kyc-review.ts';

const STATUS_OF: Record<number, QueueItemDetail['status']> = {
  [VERIFY_STATUS.underReview]: 'waiting',
  [VERIFY_STATUS.passed]: 'approved',
  [VERIFY_STATUS.rejected]: 'rejected',
};

/** The countries a person names (nationality, residence, issuer): 1 Australia, 2 China; others by their id. */
const country = (labelKey: string, id: number) =>
  id === 1 || id === 2 ? { labelKey, valueKey: `kyc.value.country_${id}` } : { labelKey, value: String(id) };

/** A state's or city's name in both languages (the regions table: `name` Chinese, `en_name` English). */
type RegionNames = (id: number) => Record<Language, string>;

function fieldsOf(person: PersonDetail, region: RegionNames): QueueItemDetail['fields'] {
  const name = [person.first_name, person.middle_name, person.last_name].filter(Boolean).join(' ');
  const fields: QueueItemDetail['fields'] = [
    { labelKey: 'kyc.field.name', value: name },
    { labelKey: 'kyc.field.birthday', value: person.birthday },
    { labelKey: 'kyc.field.gender', valueKey: `kyc.value.gender_${person.gender}` },
    country('kyc.field.nationality', person.nationality),
    country('kyc.field.residence_country', person.residence_country),
    { labelKey: 'kyc.field.address', value: `${person.street}, ${person.postcode}` },
    { labelKey: 'kyc.field.state', names: region(person.province_id) },
    { labelKey: 'kyc.field.city', names: region(person.city_id) },
    country('kyc.field.issue_country', person.issue_country),
    { labelKey: 'kyc.field.id_type', valueKey: `kyc.value.id_type_${person.id_type}` },
  ];
  if (person.issue_state !== null)
    fields.push({ labelKey: 'kyc.field.issue_state', names: region(person.issue_state) });
  fields.push(
    { labelKey: 'kyc.field.id_number', value: person.id_number },
    { labelKey: 'kyc.field.id_expiry', value: person.id_expiry },
  );
  return fields;
}

function filesOf(person: PersonDetail): QueueItemDetail['files'] {
  const images = [
    ['kyc.field.front_img', person.front_img],
    ['kyc.field.back_img', person.back_img],
    ['kyc.field.selfie_img', person.selfie_img],
  ] as const;
  return images.flatMap(([labelKey, image]) => (image ? [{ labelKey, url: image.url, kind: 'image' as const }] : []));
}

export function personVerificationQueue(links: UploadLinks): ReviewQueue {
  const detailOf = personVerificationDetail(links);
  return {
    key,
    titleKey,
    async list(db, page) {
      const { total, items } = await list(db, page);
      return {
        total,
        items: items.map((item) => ({
          id: item.id,
          applicant: item.applicantName,
          summary: item.title,
          submittedAt: new Date(item.submittedAt),
        })),
      };
    },
    async detail(db, id) {
      const found = await detailOf(db, id);
      if (!found) return undefined;
      const person = found.data;
      const ids = [person.province_id, person.city_id, ...(person.issue_state === null ? [] : [person.issue_state])];
      const regions = new Map((await createRegionsRepository(db).byIds(ids)).map((row) => [row.id, row]));
      const region: RegionNames = (regionId) => {
        const row = regions.get(regionId);
        return { en: row?.enName ?? '', zh_CN: row?.name ?? '' };
      };
      return {
        id: found.id,
        applicant: found.applicantName,
        summary: found.title,
        submittedAt: new Date(found.submittedAt),
        status: STATUS_OF[found.data.verify_status] ?? 'waiting',
        fields: fieldsOf(person, region),
        files: filesOf(found.data),
      };
    },
    approve,
    reject,
  };
}
