import type { ApplicationDetail } from '@mbo/contracts/calls/kyb';
import { type Language, VERIFY_STATUS } from '@mbo/contracts/constants';
import {
  applicationStatusOf,
  CLASS_NUMBER_APPLICATION,
  COMPANY_TYPE_IDS,
} from '@mbo/contracts/kyb/application-choices';
import { APPLICATION_FILE_FIELDS, type Application } from '@mbo/contracts/kyb/application-schema';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { UploadLinks, UploadsRepository } from '../uploads/uploads.public.ts';
import { countryName, localName, toApplicationView } from './application-view.ts';
import type { KybRepository } from './kyb.repository.ts';
import { businessNumberOf } from './kyb.repository.ts';

export interface KybDeps {
  applications: KybRepository;
  files: UploadsRepository;
  links: UploadLinks;
}

/** A PDF is a document, not a photo: the store's photos must be images; the extract and statements may be PDF. */
export const PHOTO_FIELDS: ReadonlySet<string> = new Set(['store_url', 'store_url1', 'store_photo_url2']);

/** The company type, the industry (level 2) and the state and city of the country: what the database knows. */
export async function checkApplicationReferences(
  repo: Pick<KybRepository, 'industry' | 'regions'>,
  application: Pick<Application, 'company_type_id' | 'industry_id' | 'province_id' | 'city_id' | 'country_id'>,
): Promise<void> {
  if (!(COMPANY_TYPE_IDS as readonly number[]).includes(application.company_type_id))
    throw badRequest('kyb.company_type_invalid');
  const industry = await repo.industry(application.industry_id);
  if (industry?.level !== 2) throw badRequest('kyb.industry_invalid');
  const found = new Map((await repo.regions([application.province_id, application.city_id])).map((r) => [r.id, r]));
  const province = found.get(application.province_id);
  const city = found.get(application.city_id);
  if (province?.level !== 1 || province.parentId !== application.country_id) throw badRequest('kyb.region_mismatch');
  if (city?.level !== 2 || city.parentId !== province.id) throw badRequest('kyb.region_mismatch');
}

/** A user's draft of a form class (001 the merchant's application, 002 the reseller's form): the last save wins. */
export function applicationDrafts(
  repo: Pick<KybRepository, 'draft' | 'saveDraft' | 'clearDraft'>,
  classNumber: string,
) {
  return {
    async draft(userId: number) {
      const row = await repo.draft(userId, classNumber);
      if (!row) return [];
      return [
        {
          class_number: row.classNumber,
          data: row.data as Record<string, unknown>,
          save_time: row.savedAt.toISOString(),
        },
      ];
    },

    /** Saves the draft; an empty one clears it (the spec's upData with empty data). */
    async saveDraft(userId: number, data: Record<string, unknown>): Promise<void> {
      if (Object.keys(data).length === 0) await repo.clearDraft(userId, classNumber);
      else await repo.saveDraft(userId, classNumber, data);
    },
  };
}

/** The merchant application of the signed-in user: the rules beyond the shared schema, and the views. */
export function createKybService(deps: KybDeps) {
  const repo = deps.applications;

  /** Personal verification passed or under review (second document, section 4). */
  async function checkPerson(userId: number): Promise<void> {
    const status = await repo.personStatus(userId);
    if (status === undefined) throw badRequest('kyb.person_missing');
    if (status === VERIFY_STATUS.rejected) throw badRequest('kyb.person_rejected');
  }

  async function checkFiles(userId: number, application: Application): Promise<void> {
    const named = APPLICATION_FILE_FIELDS.flatMap((field) => (application[field] ? [[field, application[field]]] : []));
    const tokens = [...named.map(([, token]) => token!), ...application.shareholder_attachment_urls];
    const owned = new Map((await deps.files.ownedBy(userId, tokens)).map((file) => [file.token, file.contentType]));
    for (const token of tokens) if (!owned.has(token)) throw badRequest('kyb.file_missing');
    for (const [field, token] of named)
      if (PHOTO_FIELDS.has(field!) && !owned.get(token!)!.startsWith('image/')) throw badRequest('kyb.file_missing');
  }

  /** Everything a submission must pass before it is written; `exceptId` is the application being resubmitted. */
  async function check(userId: number, application: Application, exceptId?: number): Promise<Application> {
    await checkPerson(userId);
    await checkApplicationReferences(repo, application);
    await checkFiles(userId, application);
    if (await repo.isNumberHeld(businessNumberOf(application), exceptId))
      throw conflict(application.country_id === 1 ? 'kyb.abn_in_use' : 'kyb.uscc_in_use');
    return application;
  }

  return {
    isNumberAvailable: async (number: string) => !(await repo.isNumberHeld(number)),

    async submit(userId: number, submitted: Application): Promise<{ id: number }> {
      const application = await check(userId, submitted);
      return { id: await repo.insert(userId, application) };
    },

    async resubmit(userId: number, id: number, submitted: Application): Promise<{ id: number }> {
      const current = await repo.ownedBy(userId, id);
      if (!current) throw notFound('kyb.not_found');
      if (!current.isCheckReject) throw conflict('kyb.not_rejected');
      const application = await check(userId, submitted, id);
      const updated = await repo.resubmit({ ownerUserId: userId }, id, application);
      // A reviewer or another tab changed it between the check and the write.
      if (updated === null) throw conflict('kyb.not_rejected');
      await repo.clearDraft(userId, CLASS_NUMBER_APPLICATION);
      return { id: updated };
    },

    async page(userId: number, page: { index: number; size: number }, language: Language) {
      const { rows, total } = await repo.pageOf(userId, page);
      return {
        data: rows.map((row) => ({
          id: row.id,
          bill_no: row.billNo,
          merchant_name: row.merchantName,
          country_id: row.countryId,
          country_name: countryName(row.countryId, language),
          status: applicationStatusOf(row),
          create_date: row.submittedAt.toISOString(),
        })),
        total_count: total,
      };
    },

    /** The applicant's application, its country, state and city named in the caller's language. */
    async detail(userId: number, sessionId: number, id: number, language: Language): Promise<ApplicationDetail> {
      const row = await repo.ownedBy(userId, id);
      if (!row) throw notFound('kyb.not_found');
      const form = row.form as Application;
      const names = new Map(
        (await repo.regions([form.province_id, form.city_id])).map((region) => [region.id, region]),
      );
      const nameOf = (id: number) => {
        const region = names.get(id);
        return region ? localName(region, language) : '';
      };
      return {
        ...toApplicationView(row, (token) => deps.links.forSession(token, sessionId), language),
        province_name: nameOf(form.province_id),
        city_name: nameOf(form.city_id),
      };
    },

    ...applicationDrafts(repo, CLASS_NUMBER_APPLICATION),
  };
}
export type KybService = ReturnType<typeof createKybService>;
