import type { storesCalls } from '@mbo/contracts/calls/stores';
import type { Handlers } from '../../http/call-context.ts';
import type { MoneyDeps } from '../money-deps.ts';
import { createMediaRepository } from './media.repository.ts';
import { createMediaSigner } from './media-urls.ts';
import { createStorePosterService } from './store-poster.service.ts';
import { createStoresRepository } from './stores.repository.ts';
import { createStoresService } from './stores.service.ts';

/** The calls of the stores area: each maps its body to the service; the service checks the store is the merchant's. */
export function createStoresHandlers(deps: MoneyDeps): Handlers<keyof typeof storesCalls> {
  const repository = createStoresRepository(deps.db);
  const stores = createStoresService({ db: deps.db, stores: repository, signer: createMediaSigner(deps.secret), publicUrl: deps.config.publicUrl });
  const posters = createStorePosterService({ stores: repository, media: createMediaRepository(deps.db), exportFiles: deps.exportFiles });

  return {
    async 'Branch/GetBranchPage'(ctx, body) {
      return stores.list(ctx.merchant.id, body.page_index, body.page_size);
    },
    async 'Branch/GetBranchDetail'(ctx, body) {
      return stores.detail(ctx.merchant.id, body.id, ctx.language);
    },
    async 'Branch/AddBranch'(ctx, body) {
      return stores.add(ctx.merchant.id, body, ctx.language);
    },
    async 'Branch/SetRate'(ctx, body) {
      return stores.setRate(ctx.merchant.id, body, ctx.language);
    },
    async 'Branch/GetPayConfig'(ctx, body) {
      return stores.payConfig(ctx.merchant.id, body.id);
    },
    async 'Branch/SavePayConfig'(ctx, body) {
      return stores.savePayConfig(ctx.merchant.id, body);
    },
    async 'Industry/GetIndustryList'(_ctx, body) {
      return stores.industries(body.level, body.parent_id);
    },
    async 'Branch/GetQrPoster'(ctx, body) {
      const store = await stores.own(ctx.merchant.id, body.id);
      return posters.poster(ctx.merchant.id, store, stores.row(store), ctx.language);
    },
  };
}
