/** The zod schemas of the shared field rules (field-rules.ts), for the call registry and the server. */
import { z } from 'zod';
import { CODE_PATTERN, EMAIL_PATTERN, isPasswordValid, PERSON_NAME_MAX, PHONE_PATTERN } from './field-rules.ts';

export const emailSchema = z.string().trim().regex(EMAIL_PATTERN, 'validation.email_invalid');
export const phoneSchema = z.string().trim().regex(PHONE_PATTERN, 'validation.phone_invalid');
export const codeSchema = z
  .string()
  .regex(CODE_PATTERN, 'validation.code_invalid')
  .meta({ examples: ['123456'] });
export const newPasswordSchema = z.string().refine(isPasswordValid, 'validation.password_invalid');

/** A person's name (sign-up, employees). */
export const personNameSchema = z
  .string()
  .trim()
  .min(1, 'validation.name_required')
  .max(PERSON_NAME_MAX, 'validation.name_required');
