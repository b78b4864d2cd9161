import { PAYMENT_CHANNELS } from '@mbo/contracts/lookups/channels';
import type { Handlers } from '../../http/call-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { formatWireTime } from '../../lib/time.ts';
import type { AuditRepository } from '../audit/audit.public.ts';
import type { MerchantsRepository } from './merchants.repository.ts';

type MerchantCallName =
  | 'ChooseMerchantRequest'
  | 'GetNearMerchantAgreement'
  | 'UpdateMerchantAgreement'
  | 'IsMerchantOpened'
  | 'getCurrencyList'
  | 'PaymentChannel';

export function createMerchantHandlers(
  merchants: MerchantsRepository,
  audit: AuditRepository,
): Handlers<MerchantCallName> {
  async function merchantOf(id: number) {
    const merchant = await merchants.findById(id);
    if (!merchant) throw notFound();
    return merchant;
  }

  return {
    async ChooseMerchantRequest(ctx) {
      const merchant = await merchantOf(ctx.merchant.id);
      return {
        employee: {
          roles: ctx.merchant.roles.map((type) => ({ type, is_delete: false })),
          branch_id: ctx.merchant.branchId,
        },
        merchant: {
          id: merchant.id,
          name: merchant.name,
          is_verify: merchant.isVerify,
          is_opened_credit: merchant.isOpenedCredit,
          is_fast_settle: merchant.isFastSettle,
          time_zone: merchant.timeZone,
        },
      };
    },
    async GetNearMerchantAgreement(ctx, body) {
      const agreement = await merchants.latestAgreement(body.CategoryId);
      if (!agreement) return { data: { Agreement: null, IsUpdate: false } };
      const merchant = await merchantOf(ctx.merchant.id);
      const ack = await merchants.findAck(ctx.merchant.id, agreement.id);
      return {
        data: {
          Agreement: {
            time: formatWireTime(agreement.createdAt, merchant.timeZone),
            UpdateTime: formatWireTime(agreement.updatedAt, merchant.timeZone),
            UpdateContent: agreement.contentZh,
            UpdateEnContent: agreement.contentEn,
          },
          IsUpdate: !ack,
        },
      };
    },
    async UpdateMerchantAgreement(ctx, body) {
      const agreement = await merchants.latestAgreement(body.CategoryId);
      if (!agreement) throw notFound('merchants.agreement_none');
      // The acknowledging user is the signed-in one, whatever UserId the body names. A repeat changes nothing
      // and is not audited again.
      const isNew = await merchants.acknowledge(ctx.merchant.id, agreement.id, ctx.session.userId);
      if (!isNew) return {};
      await audit.record({
        action: 'agreement_acknowledged',
        userId: ctx.session.userId,
        merchantId: ctx.merchant.id,
        ip: ctx.ip,
        detail: { agreementId: agreement.id },
      });
      return {};
    },
    async IsMerchantOpened(ctx) {
      return { is_opened: (await merchantOf(ctx.merchant.id)).isOpenedCredit };
    },
    async getCurrencyList(ctx) {
      return { payout_currency_ids: await merchants.payoutCurrencyIds(ctx.merchant.id) };
    },
    async PaymentChannel(ctx) {
      const ids = new Set(await merchants.channelIds(ctx.merchant.id));
      const english = ctx.language === 'en';
      return {
        payment_channels: PAYMENT_CHANNELS.filter((channel) => ids.has(channel.id)).map((channel) => ({
          id: channel.id,
          name: english ? channel.en : channel.zh,
          number: channel.number,
        })),
      };
    },
  };
}
