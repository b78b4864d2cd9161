/**
 * Personal verification (KYC, issue 11 §2; second document, sections 3–5 and 8). The calls belong to the person,
 * not to a merchant: a signed-in user without any merchant makes them (see access.ts, `personal`).
 */
import { z } from 'zod';
import { personSubmissionSchema } from '../kyc/person-schema.ts';
import { defineCall, session } from './define.ts';

const image = z.object({ token: z.string(), url: z.string() }).nullable();

export const personDetailSchema = z.object({
  id: z.number(),
  verify_status: z.number(),
  objection: z.string().nullable(),
  en_objection: z.string().nullable(),
  nationality: z.number(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  birthday: z.string(),
  gender: z.number(),
  residence_country: z.number(),
  province_id: z.number(),
  city_id: z.number(),
  street: z.string(),
  postcode: z.string(),
  issue_country: z.number(),
  id_type: z.number(),
  issue_state: z.number().nullable(),
  id_number: z.string(),
  id_expiry: z.string(),
  front_img: image,
  back_img: image,
  selfie_img: image,
  submitted_at: z.string(),
});
export type PersonDetail = z.output<typeof personDetailSchema>;

export const kycCalls = {
  get_person_detail: defineCall({
    access: session,
    summary:
      "The signed-in user's personal verification with every field and signed links to its images (valid while " +
      'this session lives, one hour at most), or null when nothing was submitted. Records made before the form ' +
      'existed (no fields) answer null too.',
    request: z.object({}),
    response: z.object({ person: personDetailSchema.nullable() }),
  }),
  set_person_info: defineCall({
    access: session,
    summary:
      'Submit personal verification, or resubmit one that was rejected (status 2); it becomes 0, under review. ' +
      'Refused while one is under review or once passed. Images are tokens from POST /api/upload_file, uploaded ' +
      'by the same user.',
    request: personSubmissionSchema,
    response: z.object({ person: z.object({ id: z.number(), verify_status: z.number() }) }),
  }),
} as const;
