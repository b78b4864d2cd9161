import { isValidAbn, isValidUscc, normalizeBusinessNumber, ABN_MIN_LENGTH } from '@mbo/contracts/kyb/business-number';
import type { Handlers } from '../../http/call-context.ts';
import type { KybService } from './kyb.service.ts';

/** A business number's form: an ABN (country 1) or a unified social credit code (2). */
function isWellFormed(number: string, countryId: number): boolean {
  if (countryId === 2) return isValidUscc(number);
  return number.length >= ABN_MIN_LENGTH && isValidAbn(number);
}

/** The merchant application: session calls (the applicant has no merchant yet). */
export function createKybHandlers(
  kyb: KybService,
): Handlers<
  'verifyABN' | 'verifySystemABN' | 'findData' | 'upData' | 'setBusiness' | 'editBusiness' | 'billList' | 'billDetail'
> {
  return {
    async verifyABN(_ctx, body) {
      return { valid: isWellFormed(normalizeBusinessNumber(body.abn_number), body.country_id) };
    },
    async verifySystemABN(_ctx, body) {
      return { available: await kyb.isNumberAvailable(normalizeBusinessNumber(body.abn_number)) };
    },
    async findData(ctx) {
      return { data: await kyb.draft(ctx.session.userId) };
    },
    async upData(ctx, body) {
      await kyb.saveDraft(ctx.session.userId, body.data);
      return {};
    },
    async setBusiness(ctx, body) {
      return { data: await kyb.submit(ctx.session.userId, body.data) };
    },
    async editBusiness(ctx, body) {
      const { id, ...application } = body.data;
      return { data: await kyb.resubmit(ctx.session.userId, id, application) };
    },
    async billList(ctx, body) {
      return kyb.page(ctx.session.userId, { index: body.page_index, size: body.page_size }, ctx.language);
    },
    async billDetail(ctx, body) {
      return { data: await kyb.detail(ctx.session.userId, ctx.session.id, body.id, ctx.language) };
    },
  };
}
