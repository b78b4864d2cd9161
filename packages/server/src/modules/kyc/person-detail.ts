import type { PersonDetail } from '@mbo/contracts/calls/kyc';
import type { PersonRow } from './kyc.repository.ts';

/** A record made by the form (every required field present); seeded legacy records have none. */
export type SubmittedPerson = PersonRow & {
  [
    K in
      | 'nationality'
      | 'firstName'
      | 'lastName'
      | 'birthday'
      | 'gender'
      | 'residenceCountry'
      | 'provinceId'
      | 'cityId'
      | 'street'
      | 'postcode'
      | 'issueCountry'
      | 'idType'
      | 'idNumber'
      | 'idExpiry'
      | 'frontImg'
      | 'selfieImg'
      | 'submittedAt'
  ]: NonNullable<PersonRow[K]>;
};

export const isSubmitted = (row: PersonRow): row is SubmittedPerson =>
  row.firstName !== null && row.idType !== null && row.frontImg !== null && row.submittedAt !== null;

/** The contract's shape of a record, each image given as its token and a link made by `link`. */
export function toPersonDetail(row: SubmittedPerson, link: (token: string) => string): PersonDetail {
  const image = (token: string | null) => (token ? { token, url: link(token) } : null);
  return {
    id: row.id,
    verify_status: row.verifyStatus,
    objection: row.objection,
    en_objection: row.enObjection,
    nationality: row.nationality,
    first_name: row.firstName,
    middle_name: row.middleName ?? '',
    last_name: row.lastName,
    birthday: row.birthday,
    gender: row.gender,
    residence_country: row.residenceCountry,
    province_id: row.provinceId,
    city_id: row.cityId,
    street: row.street,
    postcode: row.postcode,
    issue_country: row.issueCountry,
    id_type: row.idType,
    issue_state: row.issueState,
    id_number: row.idNumber,
    id_expiry: row.idExpiry,
    front_img: image(row.frontImg),
    back_img: image(row.backImg),
    selfie_img: image(row.selfieImg),
    submitted_at: row.submittedAt.toISOString(),
  };
}
