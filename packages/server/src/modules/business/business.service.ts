import type { FeeRate, MerchantInfo } from '@mbo/contracts/calls/business';
import { FLAT_FEE_CHANNELS } from '@mbo/contracts/lookups/channels';
import { CURRENCY_ID, currencyById } from '@mbo/contracts/lookups/currencies';
import { GLOBAL_ACCOUNT_FEES, type NetworkFee } from '@mbo/contracts/lookups/global-fees';
import { ppmToRate, toMajor } from '@mbo/contracts/money';
import { notFound } from '../../lib/app-error.ts';
import type { BusinessRepository } from './business.repository.ts';

const addressOf = (parts: readonly (string | null)[]): string | null =>
  parts.filter((part) => part && part.trim()).join(', ') || null;

/** Business info, fees and the card quota: the merchant's rows mapped to the wire (rates as fractions, amounts in major units). */
export function createBusinessService(repository: BusinessRepository) {
  const networkFee = (currencyId: number) => (fee: NetworkFee) => ({
    network_alias: fee.zh,
    network_en_alias: fee.en,
    percent_rate: ppmToRate(fee.ratePpm),
    min_fee_amount: toMajor(fee.minFeeMinor, currencyId),
    fixed_amount: toMajor(fee.fixedMinor, currencyId),
  });

  async function merchantOf(merchantId: number) {
    const merchant = await repository.merchant(merchantId);
    // Admission found a live membership of this merchant a moment ago: a missing row is a deleted merchant.
    if (!merchant) throw notFound();
    return merchant;
  }

  return {
    async info(merchantId: number): Promise<MerchantInfo> {
      const merchant = await merchantOf(merchantId);
      const [industry, bank, rates] = await Promise.all([
        merchant.industryId === null ? undefined : repository.industry(merchant.industryId),
        repository.australianBank(merchantId),
        repository.rates(merchantId),
      ]);
      return {
        name: merchant.name,
        number: merchant.number,
        short_name: merchant.shortName,
        office_phone: merchant.officePhone,
        mobile_phone: merchant.mobilePhone,
        email: merchant.email,
        industry_id: merchant.industryId,
        industry: industry ? { name: industry.name, en_name: industry.enName } : null,
        street: addressOf([
          merchant.street,
          merchant.suburb,
          [merchant.state, merchant.postcode].filter(Boolean).join(' '),
        ]),
        time_zone: merchant.timeZone,
        abn: merchant.abn,
        bank: {
          australia_bank: bank
            ? { account_name: bank.accountName, account_number: bank.accountNumber, bsb: bank.bsb }
            : null,
        },
        rates: rates.map((rate) => ({
          payment_channel_id: rate.paymentChannelId,
          online_rate: ppmToRate(rate.onlineRatePpm),
          flat_fee: FLAT_FEE_CHANNELS.includes(rate.paymentChannelId)
            ? toMajor(rate.flatFeeMinor, CURRENCY_ID.AUD)
            : null,
          disburse_period: rate.disbursePeriodDays,
        })),
      };
    },

    /** The provider's schedule for the currencies the merchant holds (all of the schedule when it names none). */
    async feeList(merchantId: number): Promise<FeeRate[]> {
      const held = await repository.currencyIds(merchantId);
      const schedules =
        held.length === 0 ? GLOBAL_ACCOUNT_FEES : GLOBAL_ACCOUNT_FEES.filter((item) => held.includes(item.currencyId));
      return schedules.map((schedule) => ({
        currency: currencyById(schedule.currencyId)?.code ?? String(schedule.currencyId),
        currency_id: schedule.currencyId,
        collection_fee_rate: schedule.collection.map(networkFee(schedule.currencyId)),
        payment_fee_rate: schedule.payment.map(networkFee(schedule.currencyId)),
      }));
    },

    async cardQuota(merchantId: number) {
      const merchant = await merchantOf(merchantId);
      const usedMinor = await repository.cardUsedMinor(merchantId, merchant.timeZone);
      const limitMinor = merchant.cardQuotaLimitMinor;
      return {
        FourteenDayCollectionLimit: toMajor(limitMinor, CURRENCY_ID.AUD),
        CardpayFourteenDayAmount: toMajor(usedMinor, CURRENCY_ID.AUD),
        remaining: toMajor(Math.max(0, limitMinor - usedMinor), CURRENCY_ID.AUD),
        currency: 'AUD' as const,
      };
    },

    async industry(industryId: number) {
      const industry = await repository.industry(industryId);
      if (!industry) throw notFound('business.industry_not_found');
      return {
        id: industry.id,
        name: industry.name,
        en_name: industry.enName,
        level: industry.level,
        parent_id: industry.parentId,
      };
    },
  };
}
