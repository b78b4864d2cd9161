import { z } from 'zod';
import type { MessageKey } from '../i18n.ts';
import { COUNTRY, COUNTRY_IDS } from '../lookups/countries.ts';
import { isAdult, parseIsoDate, todayIso } from './dates.ts';
import { idTypesFor, isIdNumberValid, isPassport, needsIssueState } from './id-types.ts';

/** The fields of personal verification (second document, section 3 "Person verification"), in the form's order. */
export const PERSON_FIELDS = [
  'nationality',
  'first_name',
  'middle_name',
  'last_name',
  'birthday',
  'gender',
  'residence_country',
  'province_id',
  'city_id',
  'street',
  'postcode',
  'issue_country',
  'id_type',
  'issue_state',
  'id_number',
  'id_expiry',
  'front_img',
  'back_img',
  'selfie_img',
] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];

export const GENDER = { male: 1, female: 2 } as const;

const required = (field: PersonField) => `kyc.required.${field}` as MessageKey;
const format = (field: PersonField) => `kyc.format.${field}` as MessageKey;

/** Letters of any script, with spaces, apostrophes, dots and hyphens inside (O'Brien, Jean-Luc, 王小明). */
const NAME = /^\p{L}[\p{L}\p{M} '.-]*$/u;
/** An upload's token, as `upload_file` answered it. */
const FILE_TOKEN = /^[\w-]{16,64}$/;
const POSTCODE: Record<number, RegExp> = { [COUNTRY.australia]: /^\d{4}$/, [COUNTRY.china]: /^\d{6}$/ };

const text = (field: PersonField, max: number, pattern?: RegExp) =>
  z
    .string({ error: required(field) })
    .trim()
    .min(1, required(field))
    .max(max, format(field))
    .refine((value) => !pattern || pattern.test(value), format(field));

const id = (field: PersonField) =>
  z
    .number({ error: required(field) })
    .int(format(field))
    .positive(format(field));
const country = (field: PersonField) => id(field).refine((value) => COUNTRY_IDS.includes(value), format(field));
const date = (field: PersonField) =>
  z
    .string({ error: required(field) })
    .trim()
    .min(1, required(field))
    .refine((value) => parseIsoDate(value) !== null, format(field));
const file = (field: PersonField) =>
  z
    .string({ error: required(field) })
    .min(1, required(field))
    .refine((value) => FILE_TOKEN.test(value), format(field));

/**
 * What a person submits (`set_person_info`), checked the same way by the form and the server. Rules that join two
 * fields (postcode by country, ID type by issuing country, the licence's state, the back image, the ID number by
 * type) are in the object's refinement, each reported on the field the person has to change.
 */
export const personSubmissionSchema = z
  .object({
    nationality: country('nationality'),
    first_name: text('first_name', 50, NAME),
    middle_name: z
      .string()
      .trim()
      .max(50, format('middle_name'))
      .refine((value) => value === '' || NAME.test(value), format('middle_name'))
      .optional()
      .default(''),
    last_name: text('last_name', 50, NAME),
    birthday: date('birthday')
      .refine((value) => value < todayIso(), 'kyc.birthday_future')
      .refine((value) => value >= '1900-01-01', format('birthday'))
      .refine((value) => isAdult(value), 'kyc.birthday_minor'),
    gender: z.union([z.literal(GENDER.male), z.literal(GENDER.female)], { error: required('gender') }),
    residence_country: country('residence_country'),
    province_id: id('province_id'),
    city_id: id('city_id'),
    street: text('street', 200),
    postcode: text('postcode', 10),
    issue_country: country('issue_country'),
    id_type: id('id_type'),
    issue_state: id('issue_state').nullable().optional().default(null),
    id_number: z
      .string({ error: required('id_number') })
      .trim()
      .toUpperCase()
      .min(1, required('id_number'))
      .max(30, format('id_number')),
    id_expiry: date('id_expiry').refine((value) => value > todayIso(), 'kyc.expiry_past'),
    front_img: file('front_img'),
    back_img: file('back_img').nullable().optional().default(null),
    selfie_img: file('selfie_img'),
  })
  .superRefine((person, context) => {
    const issue = (field: PersonField, message: string) => context.addIssue({ code: 'custom', path: [field], message });
    if (!POSTCODE[person.residence_country]?.test(person.postcode)) issue('postcode', format('postcode'));
    if (!idTypesFor(person.issue_country).includes(person.id_type as never)) issue('id_type', 'kyc.id_type_country');
    else if (!isIdNumberValid(person.id_type, person.id_number)) issue('id_number', format('id_number'));
    if (needsIssueState(person.id_type) && person.issue_state === null) issue('issue_state', required('issue_state'));
    if (!isPassport(person.id_type) && person.back_img === null) issue('back_img', required('back_img'));
  })
  // A whole valid submission: the fields' rules join one another, so a sample built field by field would not pass.
  .meta({
    examples: [
      {
        nationality: 1,
        first_name: 'Nina',
        middle_name: '',
        last_name: 'Patel',
        birthday: '1990-04-12',
        gender: 2,
        residence_country: 1,
        province_id: 1001,
        city_id: 1101,
        street: '1 George Street',
        postcode: '2000',
        issue_country: 1,
        id_type: 6,
        issue_state: 1001,
        id_number: 'NSW12345',
        id_expiry: '2099-12-31',
        front_img: 'front-image-token-0123456789',
        back_img: 'back-image-token-01234567890',
        selfie_img: 'selfie-image-token-012345678',
      },
    ],
  });

export type PersonSubmission = z.output<typeof personSubmissionSchema>;
