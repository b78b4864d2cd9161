/**
 * Field rules shared by the web forms and the server. Messages are i18n keys of the shared catalogue
 * (`i18n/<lang>.json` beside this file); both sides translate them.
 */
import { z } from 'zod';
import { CODE_LENGTH, PASSWORD_MAX, PASSWORD_MIN, PHONE_MAX, PHONE_MIN } from './constants.ts';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const PHONE_PATTERN = new RegExp(`^[0-9+\\-()]{${PHONE_MIN},${PHONE_MAX}}$`);
export const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);
const CHINESE = /[\u3400-\u9fff\uf900-\ufaff]/;

export interface PasswordChecks {
  length: boolean;
  letterAndDigit: boolean;
  noChinese: boolean;
}

/** The live checklist of the change-password modal, and the server's rule. */
export function checkPassword(password: string): PasswordChecks {
  return {
    length: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX,
    letterAndDigit: /[A-Za-z]/.test(password) && /\d/.test(password),
    noChinese: !CHINESE.test(password),
  };
}

export function isPasswordValid(password: string): boolean {
  const checks = checkPassword(password);
  return checks.length && checks.letterAndDigit && checks.noChinese;
}

/** Australian mobile numbers typed without the leading 0 (4xx xxx xxx) get it inserted under +61. */
export function normalisePhone(countryCode: string, phone: string): string {
  const trimmed = phone.trim();
  return countryCode === '+61' && trimmed.startsWith('4') ? `0${trimmed}` : trimmed;
}

export const emailSchema = z.string().trim().regex(EMAIL_PATTERN, 'validation.email_invalid');
export const phoneSchema = z.string().trim().regex(PHONE_PATTERN, 'validation.phone_invalid');
export const codeSchema = z.string().regex(CODE_PATTERN, 'validation.code_invalid');
export const newPasswordSchema = z.string().refine(isPasswordValid, 'validation.password_invalid');
