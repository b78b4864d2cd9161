import type { storesCalls } from '@mbo/contracts/calls/stores';
import type { Handlers, MerchantContext } from '../../http/call-context.ts';
import type { AuditAction } from '../audit/audit.public.ts';
import type { MoneyDeps } from '../money-deps.ts';
import { createMediaRepository } from './media.repository.ts';
import { createMediaSigner } from './media-urls.ts';
import { createStorePosterService } from './store-poster.service.ts';
import { createStoresRepository } from './stores.repository.ts';
import { createStoresService } from './stores.service.ts';
import { exportOwner } from '../exports/exports.public.ts';

/** The calls of the stores area: each maps its body to the service; the service checks the store is the merchant's. */
export function createStoresHandlers(deps: MoneyDeps): Handlers<keyof typeof storesCalls> {
  const repository = createStoresRepository(deps.db);
  const stores = createStoresService({
    db: deps.db,
    stores: repository,
    signer: createMediaSigner(deps.secret),
    publicUrl: deps.config.publicUrl,
  });
  const posters = createStorePosterService({
    stores: repository,
    media: createMediaRepository(deps.db),
    exportFiles: deps.exportFiles,
  });

  /** Who changed which store's settings: fee and payment changes move customers' money, so they are kept. */
  const audit = (ctx: MerchantContext, action: AuditAction, detail: Record<string, unknown>) =>
    deps.audit.record({ action, userId: ctx.session.userId, merchantId: ctx.merchant.id, ip: ctx.ip, detail });

  return {
    async 'Branch/GetBranchPage'(ctx, body) {
      return stores.list(ctx.merchant.id, body.page_index, body.page_size);
    },
    async 'Branch/GetBranchDetail'(ctx, body) {
      return stores.detail(ctx.merchant.id, body.id, ctx.language);
    },
    async 'Branch/AddBranch'(ctx, body) {
      const result = await stores.add(ctx.merchant.id, body, ctx.language);
      await audit(ctx, 'store_added', {
        store_id: result.branch.id,
        number: result.branch.number,
        fee_type: body.fee_type,
      });
      return result;
    },
    async 'Branch/SetRate'(ctx, body) {
      const result = await stores.setRate(ctx.merchant.id, body, ctx.language);
      await audit(ctx, 'store_fee_changed', {
        store_id: body.id,
        fee_type: body.fee_type,
        rates: body.rates,
        cardpay_rates: body.cardpay_rates,
      });
      return result;
    },
    async 'Branch/GetPayConfig'(ctx, body) {
      return stores.payConfig(ctx.merchant.id, body.id);
    },
    async 'Branch/SavePayConfig'(ctx, body) {
      const result = await stores.savePayConfig(ctx.merchant.id, body);
      const { qr_logo_url: qrLogo, pay_logo_url: payLogo, ...settings } = result.branchConfig;
      await audit(ctx, 'store_payment_changed', {
        store_id: body.id,
        ...settings,
        has_qr_logo: qrLogo !== null,
        has_pay_logo: payLogo !== null,
      });
      return result;
    },
    async 'Industry/GetIndustryList'(_ctx, body) {
      return stores.industries(body.level, body.parent_id);
    },
    async 'Branch/GetQrPoster'(ctx, body) {
      const store = await stores.own(ctx.merchant.id, body.id);
      return posters.poster(exportOwner(ctx), store, stores.row(store), ctx.language);
    },
  };
}
