import type { Handlers } from '../../http/call-context.ts';
import type { AddMerchantService } from './add-merchant.service.ts';

type AddMerchantCall =
  | 'reseller/findData'
  | 'reseller/upData'
  | 'reseller/setBusiness'
  | 'reseller/editBusiness'
  | 'reseller/billList'
  | 'reseller/billDetail';

/** The reseller's add-merchant application: calls of a reseller's members (level 1 or 2). */
export function createAddMerchantHandlers(service: AddMerchantService): Handlers<AddMerchantCall> {
  return {
    async 'reseller/findData'(ctx) {
      return { data: await service.draft(ctx.session.userId) };
    },
    async 'reseller/upData'(ctx, body) {
      await service.saveDraft(ctx.session.userId, body.data);
      return {};
    },
    async 'reseller/setBusiness'(ctx, body) {
      const caller = { userId: ctx.session.userId, reseller: ctx.reseller, language: ctx.language };
      return { data: await service.submit(caller, body.data) };
    },
    async 'reseller/editBusiness'(ctx, body) {
      const { id, ...form } = body.data;
      const caller = { userId: ctx.session.userId, reseller: ctx.reseller, language: ctx.language };
      return { data: await service.resubmit(caller, id, form) };
    },
    async 'reseller/billList'(ctx, body) {
      const caller = { userId: ctx.session.userId, reseller: ctx.reseller, language: ctx.language };
      const filter = { status: body.status, subResellerId: body.sub_reseller_id, for: body.for };
      return service.page(caller, filter, { index: body.page_index, size: body.page_size });
    },
    async 'reseller/billDetail'(ctx, body) {
      const caller = { userId: ctx.session.userId, reseller: ctx.reseller, language: ctx.language };
      return { data: await service.detail(caller, ctx.session.id, body.id) };
    },
  };
}
