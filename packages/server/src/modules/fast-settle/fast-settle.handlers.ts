import type { fastSettleCalls } from '@mbo/contracts/calls/fast-settle';
import type { Handlers } from '../../http/call-context.ts';
import type { FastSettleService } from './fast-settle.service.ts';

/** The T+0 page's calls (role 1, the merchant of the body only: the call layer admits them). */
export function createFastSettleHandlers(service: FastSettleService): Handlers<keyof typeof fastSettleCalls> {
  return {
    'Merchant/GetSettlementMerchantConfig': (ctx) => service.config(ctx),
    'Merchant/GetSettlementConfigTaskByMerchantId': (ctx, body) => service.task(ctx, body.merchant_number),
    'Merchant/GetMerchantSettlementConfigAppleCount': (ctx) => service.pendingCount(ctx),
    'Guests/GetMechantFeeRateRulesById': async () => service.feeRules(),
    'Merchant/SendSettlementConfigCode': (ctx, body) => service.sendCode(ctx, body),
    'Merchant/AddMerchantSettlementConfigApple': (ctx, body) => service.add(ctx, body),
    'Merchant/GetMerchantSettlementConfigAppleList': (ctx, body) => service.list(ctx, body),
    'Merchant/GetMerchantSettlementConfigApple': (ctx, body) => service.detail(ctx, body.id),
  };
}
