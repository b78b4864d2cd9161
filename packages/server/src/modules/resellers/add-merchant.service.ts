/**
 * The reseller's add-merchant application (issue 15; second document, section 2 "Reseller onboarding", section 5).
 * It is a merchant application (kyb's record, drafts table, business-number rule and review queue), with:
 * - whose it is: `reseller_id` the reseller the merchant joins (the caller's reseller, or for a level-1 caller one
 *   of its own sub-resellers: anything else is "not found"), `added_by_reseller_id` the caller's reseller, the owner
 *   the calling member, class number 002;
 * - the merchant's rates checked by `rateProblems` against the base rates of the reseller the merchant joins (CNY
 *   pricing for a China merchant); the first problem refuses, its message naming the channel and the floor;
 * - every file the form names uploaded by the caller (on a resubmit, also those the application already held);
 *   store photos and the selfie images.
 */
import type { ResellerApplicationDetail } from '@mbo/contracts/calls/resellers-onboarding';
import type { Language } from '@mbo/contracts/constants';
import { applicationStatusOf } from '@mbo/contracts/kyb/application-choices';
import {
  ADD_FOR,
  CLASS_NUMBER_RESELLER_APPLICATION,
  mayResubmit,
  isCnyPricingCountry,
  RESELLER_FILE_FIELDS,
  resellerFormTokens,
  type ResellerApplication,
} from '@mbo/contracts/resellers/add-merchant-schema';
import { rateProblems } from '@mbo/contracts/resellers/rate-rules';
import type { Database } from '@mbo/db/client';
import type { ResellerScope } from '../../http/call-context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import {
  businessNumberOf,
  applicationDrafts,
  checkApplicationReferences,
  countryName,
  createKybRepository,
  localName,
  PHOTO_FIELDS,
  toApplicationView,
} from '../kyb/kyb.public.ts';
import type { UploadLinks, UploadsRepository } from '../uploads/uploads.public.ts';
import {
  createAddMerchantRepository,
  type ResellerApplicationFilter,
  type ResellerApplicationRow,
} from './add-merchant.repository.ts';
import { baseRatesOf } from './base-rates.ts';
import { isWithinReach } from './resellers.handlers.ts';

export interface AddMerchantDeps {
  db: Database;
  files: UploadsRepository;
  links: UploadLinks;
}

interface Caller {
  userId: number;
  reseller: ResellerScope;
  language: Language;
}

const IMAGE_FIELDS = new Set([...PHOTO_FIELDS, 'legal_person_selfie_url']);

export function createAddMerchantService(deps: AddMerchantDeps) {
  const applications = createKybRepository(deps.db);
  const views = createAddMerchantRepository(deps.db);

  /** The reseller the merchant joins: the caller's, or (level 1) one of its own sub-resellers. */
  async function joinedReseller(caller: Caller, form: ResellerApplication): Promise<number> {
    if (form.for === ADD_FOR.self) return caller.reseller.id;
    if (caller.reseller.level !== 1) throw forbidden('resellers.level_one_only');
    const subId = form.sub_reseller_id!;
    if (subId === caller.reseller.id || !(await isWithinReach(deps.db, caller.reseller, subId)))
      throw notFound('resellers_onboarding.sub_reseller_not_found');
    if (await views.isSwitchedOff(subId)) throw badRequest('resellers_onboarding.sub_reseller_off');
    return subId;
  }

  async function checkFiles(caller: Caller, form: ResellerApplication, alreadyHeld: readonly string[]) {
    const tokens = resellerFormTokens(form);
    const owned = new Map(
      (await deps.files.ownedBy(caller.userId, tokens)).map((file) => [file.token, file.contentType]),
    );
    const held = new Set(alreadyHeld);
    for (const token of tokens) if (!owned.has(token) && !held.has(token)) throw badRequest('kyb.file_missing');
    for (const field of IMAGE_FIELDS) {
      const token = (form as unknown as Record<string, string>)[field];
      const type = token ? owned.get(token) : undefined;
      if (type && !type.startsWith('image/')) throw badRequest('kyb.file_missing');
    }
  }

  async function checkRates(caller: Caller, form: ResellerApplication, resellerId: number) {
    const [problem] = rateProblems(form.rates, {
      floors: await baseRatesOf(deps.db, resellerId),
      isCnyPricing: isCnyPricingCountry(form.country_id),
      language: caller.language,
    });
    if (problem) throw badRequest(problem.key, problem.params);
  }

  /**
   * Everything a submission must pass; answers the form as kept and the reseller it joins. A resubmit by the
   * sub-reseller the application was added for (`joins`) keeps it the parent's application for that sub-reseller.
   */
  async function check(
    caller: Caller,
    submitted: ResellerApplication,
    resubmit?: { id: number; held: string[]; joins?: number },
  ) {
    const resellerId = resubmit?.joins ?? (await joinedReseller(caller, submitted));
    const isForSelf = resubmit?.joins === undefined && submitted.for === ADD_FOR.self;
    const form: ResellerApplication = {
      ...submitted,
      for: isForSelf ? ADD_FOR.self : ADD_FOR.subReseller,
      sub_reseller_id: isForSelf ? null : resellerId,
    };
    // The schema asks it of a form sent "for a sub-reseller"; a sub-reseller's resubmit may have been sent otherwise.
    if (!isForSelf && !form.power_of_attorney_url) throw badRequest('resellers_onboarding.power_of_attorney_required');
    await checkApplicationReferences(applications, form);
    await checkFiles(caller, form, resubmit?.held ?? []);
    await checkRates(caller, form, resellerId);
    if (await applications.isNumberHeld(businessNumberOf(form), resubmit?.id))
      throw conflict(form.country_id === 1 ? 'kyb.abn_in_use' : 'kyb.uscc_in_use');
    return { form, resellerId };
  }

  const rowView = (found: ResellerApplicationRow) => ({
    for: found.row.resellerId === found.row.addedByResellerId ? ADD_FOR.self : ADD_FOR.subReseller,
    reseller_id: found.row.resellerId!,
    reseller_name: found.resellerName,
    added_by_reseller_id: found.row.addedByResellerId!,
    added_by_reseller_name: found.addedByResellerName,
  });

  return {
    async submit(caller: Caller, submitted: ResellerApplication): Promise<{ id: number }> {
      const { form, resellerId } = await check(caller, submitted);
      const id = await applications.insert(caller.userId, form, {
        classNumber: CLASS_NUMBER_RESELLER_APPLICATION,
        resellerId,
        addedByResellerId: caller.reseller.id,
      });
      return { id };
    },

    /**
     * A rejected application resubmitted by a member of the reseller that added it (who may change for whom), or of
     * the sub-reseller it was added for (it stays for that sub-reseller, added by its parent; the floors are the
     * sub-reseller's base rates either way). A sub-reseller's own application is its own to resubmit; its parent
     * only reads it.
     */
    async resubmit(caller: Caller, id: number, submitted: ResellerApplication): Promise<{ id: number }> {
      const found = await views.visible(caller.reseller, id);
      const addedBy = found?.row.addedByResellerId;
      if (!found || addedBy == null || !mayResubmit(caller.reseller.id, found.row))
        throw notFound('resellers_onboarding.not_found');
      const isAdder = addedBy === caller.reseller.id;
      if (!found.row.isCheckReject) throw conflict('kyb.not_rejected');
      const held = resellerFormTokens(found.row.form as ResellerApplication);
      const joins = isAdder ? undefined : caller.reseller.id;
      const { form, resellerId } = await check(caller, submitted, { id, held, joins });
      const updated = await applications.resubmit({ addedByResellerId: addedBy }, id, form, resellerId);
      if (updated === null) throw conflict('kyb.not_rejected');
      // The member's draft is of a merchant being added (the form keeps none while resubmitting): it stays.
      return { id: updated };
    },

    async page(caller: Caller, filter: ResellerApplicationFilter, page: { index: number; size: number }) {
      const { rows, total } = await views.page(caller.reseller, filter, page);
      return {
        data: rows.map((found) => ({
          id: found.row.id,
          bill_no: found.row.billNo,
          merchant_name: found.row.merchantName,
          country_id: found.row.countryId,
          country_name: countryName(found.row.countryId, caller.language),
          status: applicationStatusOf(found.row),
          create_date: found.row.submittedAt.toISOString(),
          ...rowView(found),
        })),
        total_count: total,
      };
    },

    async detail(caller: Caller, sessionId: number, id: number): Promise<ResellerApplicationDetail> {
      const found = await views.visible(caller.reseller, id);
      if (!found) throw notFound('resellers_onboarding.not_found');
      const form = found.row.form as ResellerApplication;
      const sign = (token: string) => ({ token, url: deps.links.forSession(token, sessionId) });
      const view = toApplicationView(found.row, (token) => deps.links.forSession(token, sessionId), caller.language);
      for (const field of RESELLER_FILE_FIELDS) if (form[field]) view.files[field] = sign(form[field]);
      const names = new Map((await applications.regions([form.province_id, form.city_id])).map((r) => [r.id, r]));
      const nameOf = (regionId: number) => {
        const region = names.get(regionId);
        return region ? localName(region, caller.language) : '';
      };
      return {
        ...view,
        province_name: nameOf(form.province_id),
        city_name: nameOf(form.city_id),
        ...rowView(found),
        shareholder_ids: form.shareholders.map((person, index) => ({
          index,
          front: person.id_front_url ? sign(person.id_front_url) : null,
          back: person.id_back_url ? sign(person.id_back_url) : null,
        })),
      };
    },

    /** The member's own draft of the form (class 002), as the merchant's own draft of class 001. */
    ...applicationDrafts(applications, CLASS_NUMBER_RESELLER_APPLICATION),
  };
}
export type AddMerchantService = ReturnType<typeof createAddMerchantService>;
