import { COUNTRY } from '../lookups/countries.ts';

/**
 * Identity documents of personal verification (second document, sections 5 and 9): China issues 30 ID card and
 * 31 passport; Australia (and every other country) 3 passport and 6 driver licence. A driver licence is issued by a
 * state, so it also needs the issue state.
 */
export const ID_TYPE = { chinaIdCard: 30, chinaPassport: 31, passport: 3, driverLicence: 6 } as const;
export type IdType = (typeof ID_TYPE)[keyof typeof ID_TYPE];

export function idTypesFor(issueCountry: number): readonly IdType[] {
  return issueCountry === COUNTRY.china
    ? [ID_TYPE.chinaIdCard, ID_TYPE.chinaPassport]
    : [ID_TYPE.passport, ID_TYPE.driverLicence];
}

/** A passport has one page to show: the back image is not asked for. */
export const isPassport = (idType: number): boolean => idType === ID_TYPE.passport || idType === ID_TYPE.chinaPassport;

export const needsIssueState = (idType: number): boolean => idType === ID_TYPE.driverLicence;

/**
 * The shape of each document's number: the Chinese resident ID (18 characters, the last a digit or X, with the
 * GB 11643 check digit), passports (6–9 letters and digits) and Australian driver licences (4–10 letters and digits,
 * the states' formats differ).
 */
const ID_NUMBER_PATTERN: Record<IdType, RegExp> = {
  [ID_TYPE.chinaIdCard]: /^\d{17}[\dX]$/,
  [ID_TYPE.chinaPassport]: /^[A-Z0-9]{6,9}$/,
  [ID_TYPE.passport]: /^[A-Z0-9]{6,9}$/,
  [ID_TYPE.driverLicence]: /^[A-Z0-9]{4,10}$/,
};

const CHINA_ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHINA_ID_CHECK = '10X98765432';

export function isIdNumberValid(idType: number, idNumber: string): boolean {
  const pattern = ID_NUMBER_PATTERN[idType as IdType];
  if (!pattern?.test(idNumber)) return false;
  if (idType !== ID_TYPE.chinaIdCard) return true;
  const sum = CHINA_ID_WEIGHTS.reduce((total, weight, index) => total + weight * Number(idNumber[index]), 0);
  return CHINA_ID_CHECK[sum % 11] === idNumber[17];
}
