import {
  APPLICATION_FILE_FIELDS,
  applicationSchema,
  stepOf,
  type Application,
  type ApplicationStep,
} from '@mbo/contracts/kyb/application-schema';
import type { MessageKey } from '@mbo/contracts/i18n';
import { checkByStep } from '../../../components/application-form/check-by-step.ts';
import type { OnboardingFile } from '../../../components/onboarding-upload.tsx';

type FileField = (typeof APPLICATION_FILE_FIELDS)[number];

/** The form's values: the application's fields, files as {token, url} (for their links), the industry's category. */
export type ApplicationValues = Partial<Omit<Application, FileField | 'shareholder_attachment_urls'>> & {
  [K in FileField]?: OnboardingFile | null;
} & {
  shareholder_attachment_urls?: OnboardingFile[];
  industry_category?: number;
};

export const EMPTY_VALUES: ApplicationValues = {
  country_id: 1,
  time_zone: 'Australia/Sydney',
  mobile_phone_region: '+61',
  settlement_type: 2,
  is_fast_settle: 2,
  fast_settlement_range: [],
  shareholder_attachment_urls: [],
};

/** What the contract's schema is given: tokens instead of files, the helper field dropped. */
export function toSubmission(values: ApplicationValues): Record<string, unknown> {
  const { industry_category: _category, shareholder_attachment_urls = [], ...rest } = values;
  const body: Record<string, unknown> = {
    ...rest,
    shareholder_attachment_urls: shareholder_attachment_urls.map((f) => f.token),
  };
  for (const field of APPLICATION_FILE_FIELDS) body[field] = values[field]?.token ?? '';
  return body;
}

export type CheckResult =
  { ok: true; application: Application } | { ok: false; step: ApplicationStep; messageKey: MessageKey; field: string };

/** The same schema the server runs: the first failing field, its step and its message. */
export function checkApplication(values: ApplicationValues): CheckResult {
  const checked = checkByStep(applicationSchema, toSubmission(values), (path) => stepOf(String(path[0] ?? '')));
  if (checked.ok) return { ok: true, application: checked.data };
  const field = String(checked.path[0] ?? '');
  return { ok: false, step: stepOf(field), messageKey: checked.messageKey, field };
}

/** A stored application (edit mode) or a draft back into the form's values; links come from the detail's files. */
export function valuesOf(
  form: Record<string, unknown>,
  files: Record<string, OnboardingFile> = {},
  shareholderFiles: OnboardingFile[] = [],
): ApplicationValues {
  const values = { ...EMPTY_VALUES, ...form } as Record<string, unknown>;
  for (const field of APPLICATION_FILE_FIELDS) {
    const value = form[field];
    values[field] = files[field] ?? (value && typeof value === 'object' ? value : null);
  }
  const shareholders = form.shareholder_attachment_urls;
  values.shareholder_attachment_urls =
    shareholderFiles.length > 0
      ? shareholderFiles
      : Array.isArray(shareholders)
        ? shareholders.filter((f) => typeof f === 'object')
        : [];
  return values as ApplicationValues;
}
