import type { PersonDetail } from '@mbo/contracts/calls/kyc';
import { VERIFY_STATUS } from '@mbo/contracts/constants';
import { needsIssueState } from '@mbo/contracts/kyc/id-types';
import type { PersonSubmission } from '@mbo/contracts/kyc/person-schema';
import { badRequest, conflict } from '../../lib/app-error.ts';
import type { RegionsRepository } from '../lookups/lookups.public.ts';
import type { UploadLinks, UploadsRepository } from '../uploads/uploads.public.ts';
import type { KycRepository } from './kyc.repository.ts';
import { isSubmitted, toPersonDetail } from './person-detail.ts';

export interface KycDeps {
  persons: KycRepository;
  regions: RegionsRepository;
  files: UploadsRepository;
  links: UploadLinks;
}

/** Personal verification of the signed-in user: the rules beyond the shared schema, and the record's view. */
export function createKycService(deps: KycDeps) {
  /** The state and city must be of the country given, and a licence's state of the issuing country. */
  async function checkRegions(person: PersonSubmission): Promise<void> {
    const ids = [person.province_id, person.city_id, ...(person.issue_state === null ? [] : [person.issue_state])];
    const found = new Map((await deps.regions.byIds(ids)).map((row) => [row.id, row]));
    const province = found.get(person.province_id);
    const city = found.get(person.city_id);
    if (province?.level !== 1 || province.parentId !== person.residence_country)
      throw badRequest('kyc.region_mismatch');
    if (city?.level !== 2 || city.parentId !== province.id) throw badRequest('kyc.region_mismatch');
    if (person.issue_state !== null) {
      const state = found.get(person.issue_state);
      if (state?.level !== 1 || state.parentId !== person.issue_country) throw badRequest('kyc.issue_state_mismatch');
    }
  }

  /** Every image is an upload of this user, and an image (a PDF is not an ID photo). */
  async function checkFiles(userId: number, person: PersonSubmission): Promise<void> {
    const tokens = [person.front_img, person.back_img, person.selfie_img].filter((token) => token !== null);
    const owned = new Map((await deps.files.ownedBy(userId, tokens)).map((file) => [file.token, file.contentType]));
    for (const token of tokens) {
      const type = owned.get(token);
      if (!type) throw badRequest('kyc.file_missing');
      if (!type.startsWith('image/')) throw badRequest('kyc.file_not_image');
    }
  }

  return {
    async detail(userId: number, sessionId: number): Promise<PersonDetail | null> {
      const row = await deps.persons.byUser(userId);
      if (!row || !isSubmitted(row)) return null;
      return toPersonDetail(row, (token) => deps.links.forSession(token, sessionId));
    },

    async submit(userId: number, submitted: PersonSubmission): Promise<{ id: number; verify_status: number }> {
      // The licence state is kept only for a licence; a passport or ID card has none.
      const person = needsIssueState(submitted.id_type) ? submitted : { ...submitted, issue_state: null };
      const current = await deps.persons.byUser(userId);
      if (current?.verifyStatus === VERIFY_STATUS.underReview) throw conflict('kyc.under_review');
      if (current?.verifyStatus === VERIFY_STATUS.passed) throw conflict('kyc.already_passed');
      await checkRegions(person);
      await checkFiles(userId, person);
      const id = await deps.persons.submit(userId, person);
      // Another submission won the race between the check above and the write.
      if (id === null) throw conflict('kyc.under_review');
      return { id, verify_status: VERIFY_STATUS.underReview };
    },
  };
}
export type KycService = ReturnType<typeof createKycService>;
