import type { businessCalls } from '@mbo/contracts/calls/business';
import type { Handlers } from '../../http/call-context.ts';
import type { MoneyDeps } from '../money-deps.ts';
import { createBusinessRepository } from './business.repository.ts';
import { createBusinessService } from './business.service.ts';

/** The calls of the business page: each maps its body to the service. */
export function createBusinessHandlers(deps: Pick<MoneyDeps, 'db'>): Handlers<keyof typeof businessCalls> {
  const service = createBusinessService(createBusinessRepository(deps.db));

  return {
    async 'merchant/get_merchant_info_V2'(ctx) {
      return { merchant: await service.info(ctx.merchant.id) };
    },
    async 'GlobalAccounts/Collection/GetFeeList'(ctx) {
      return { fee_rate: await service.feeList(ctx.merchant.id) };
    },
    async 'Branch/GetCardpayRemainingQuota'(ctx) {
      return { data: await service.cardQuota(ctx.merchant.id) };
    },
    async 'Industry/Get_Industry'(_ctx, body) {
      return { industry: await service.industry(body.industry_id) };
    },
  };
}
