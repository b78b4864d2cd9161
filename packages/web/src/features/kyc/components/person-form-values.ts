import type { PersonDetail } from '@mbo/contracts/calls/kyc';
import { personSubmissionSchema, type PersonField, type PersonSubmission } from '@mbo/contracts/kyc/person-schema';
import type { UploadedFile } from '../api/upload-file.ts';

/** The form's values: what the person typed, the images as uploaded (token and preview link). */
export interface PersonFormValues {
  nationality?: number;
  first_name?: string;
  middle_name?: string;
  last_name?: string;
  birthday?: string;
  gender?: number;
  residence_country?: number;
  province_id?: number;
  city_id?: number;
  street?: string;
  postcode?: string;
  issue_country?: number;
  id_type?: number;
  issue_state?: number | null;
  id_number?: string;
  id_expiry?: string;
  front_img?: UploadedFile | null;
  back_img?: UploadedFile | null;
  selfie_img?: UploadedFile | null;
}

/** A rejected submission, back in the form for editing (the images keep their tokens). */
export const valuesOf = (person: PersonDetail): PersonFormValues => ({ ...person });

/** The request body the form would send: images as their tokens. */
export function bodyOf(values: PersonFormValues) {
  return {
    ...values,
    front_img: values.front_img?.token,
    back_img: values.back_img?.token ?? null,
    selfie_img: values.selfie_img?.token,
  };
}

/**
 * Checks the values with the contract's schema (the server's own rules): the field errors to show, each in the
 * catalogue key of its message, or the body to send.
 */
export function checkPerson(
  values: PersonFormValues,
): { ok: true; body: PersonSubmission } | { ok: false; errors: { field: PersonField; key: string }[] } {
  const result = personSubmissionSchema.safeParse(bodyOf(values));
  if (result.success) return { ok: true, body: result.data };
  const errors = result.error.issues.map((issue) => ({ field: issue.path[0] as PersonField, key: issue.message }));
  return { ok: false, errors };
}
