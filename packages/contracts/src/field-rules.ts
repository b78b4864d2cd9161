/**
 * Field rules shared by the web forms and the server, without zod: the sign-in pages check them as they are (so
 * the sign-in route loads no schema library), and validation.ts builds the server's zod schemas from them. A
 * rule's message is a key of the shared catalogue (`i18n/<lang>.json`); both sides translate it.
 */
import { CODE_LENGTH, PASSWORD_MAX, PASSWORD_MIN, PHONE_MAX, PHONE_MIN } from './constants.ts';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const PHONE_PATTERN = new RegExp(`^[0-9+\\-()]{${PHONE_MIN},${PHONE_MAX}}$`);
export const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);
const CHINESE = /[\u3400-\u9fff\uf900-\ufaff]/;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ANY_CONTROL = /[\u0000-\u001F\u007F]/;

export interface PasswordChecks {
  length: boolean;
  letterAndDigit: boolean;
  noChinese: boolean;
  /** ASVS 5.0: no control characters at all (not even tab or a line break, which nobody types into a password). */
  noControl: boolean;
}

/** The live checklist of the change-password modal, and the server's rule (the server adds passwords.ts's lists). */
export function checkPassword(password: string): PasswordChecks {
  return {
    length: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX,
    letterAndDigit: /[A-Za-z]/.test(password) && /\d/.test(password),
    noChinese: !CHINESE.test(password),
    noControl: !ANY_CONTROL.test(password),
  };
}

export function isPasswordValid(password: string): boolean {
  const checks = checkPassword(password);
  return checks.length && checks.letterAndDigit && checks.noChinese && checks.noControl;
}

/** What a password must not contain: the person's own name, e-mail and phone (ASVS 5.0 context-specific words). */
export interface PersonWords {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** Shorter pieces ("li", "wu", "123") would forbid half of all passwords by chance. */
const MIN_PERSONAL_PIECE = 4;

/**
 * The pieces of a person's details a password may not contain, lower-cased: each word of the name and of the
 * e-mail's local part (split at anything not a letter or digit), the whole local part, and the phone's digits
 * without a leading 0. Pieces shorter than MIN_PERSONAL_PIECE are left out.
 */
export function personalPieces({ name, email, phone }: PersonWords): string[] {
  const local = email?.split('@')[0]?.toLowerCase() ?? '';
  const words = [...(name ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u), ...local.split(/[^\p{L}\p{N}]+/u), local];
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^0+/, '');
  return [...new Set([...words, digits])].filter((piece) => piece.length >= MIN_PERSONAL_PIECE);
}

/** The server's rule, and the change-password modal's live check (it knows the signed-in user). */
export const hasPersonalDetails = (password: string, person: PersonWords): boolean => {
  const lower = password.toLowerCase();
  return personalPieces(person).some((piece) => lower.includes(piece));
};

/** Australian mobile numbers typed without the leading 0 (4xx xxx xxx) get it inserted under +61. */
export function normalisePhone(countryCode: string, phone: string): string {
  const trimmed = phone.trim();
  return countryCode === '+61' && trimmed.startsWith('4') ? `0${trimmed}` : trimmed;
}

/** A rule of one text field: what it accepts (after trimming where the field trims) and its message. */
export interface FieldRule {
  isValid: (value: string) => boolean;
  messageKey: string;
}

export const EMAIL_RULE: FieldRule = {
  isValid: (value) => EMAIL_PATTERN.test(value.trim()),
  messageKey: 'validation.email_invalid',
};
export const PHONE_RULE: FieldRule = {
  isValid: (value) => PHONE_PATTERN.test(value.trim()),
  messageKey: 'validation.phone_invalid',
};
export const CODE_RULE: FieldRule = {
  isValid: (value) => CODE_PATTERN.test(value),
  messageKey: 'validation.code_invalid',
};
export const NEW_PASSWORD_RULE: FieldRule = { isValid: isPasswordValid, messageKey: 'validation.password_invalid' };
/** A person's name (sign-up, employees): 1 to PERSON_NAME_MAX characters once trimmed. */
export const PERSON_NAME_MAX = 60;
export const PERSON_NAME_RULE: FieldRule = {
  isValid: (value) => value.trim().length >= 1 && value.trim().length <= PERSON_NAME_MAX,
  messageKey: 'validation.name_required',
};

/**
 * Control characters no text field accepts (issue 9, #14): C0 except tab, line feed and carriage return, and DEL.
 * A NUL byte cannot be stored in PostgreSQL text at all; the others have no business in names, notes or ids and
 * break the XML of exports.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
