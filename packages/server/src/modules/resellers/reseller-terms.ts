/**
 * What a reseller's application adds to the merchant application's form (the add-merchant form's schema,
 * contracts/src/resellers/add-merchant-schema.ts): the merchant admin's phone or e-mail and the merchant's rates.
 * Approval reads them from the stored JSON, so a form saved by an earlier version of that schema still approves.
 */
import { z } from 'zod';
import { rateRuleSchema } from '@mbo/contracts/calls/resellers';
import { FAST_SETTLE } from '@mbo/contracts/kyb/application-choices';
import { ratePpmOf } from '@mbo/contracts/resellers/rate-rules';

const termsSchema = z.object({
  merchant_admin: z
    .object({
      name: z.string().optional(),
      phone_region: z.string().optional(),
      phone: z.string().optional(),
      email: z.string().optional(),
    })
    .optional(),
  rates: z.array(rateRuleSchema).optional(),
  is_fast_settle: z.number().optional(),
});

export interface MerchantAdminContact {
  name?: string | undefined;
  phoneRegion?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
}

/** A merchant's rate for a channel, as merchant_channel_rates holds it. */
export interface ChannelRate {
  paymentChannelId: number;
  onlineRatePpm: number;
  flatFeeMinor: number;
  disbursePeriodDays: number;
}

export function merchantAdminOf(form: unknown): MerchantAdminContact {
  const admin = termsSchema.safeParse(form).data?.merchant_admin ?? {};
  const given = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  return {
    name: given(admin.name),
    phoneRegion: given(admin.phone_region),
    phone: given(admin.phone),
    email: given(admin.email),
  };
}

/**
 * The merchant's channel rates from the form's rates. A merchant has one rate per channel (merchant_channel_rates'
 * key), while the form may price a channel for T+0 and T+1: the merchant gets the rate of its own period, T+0 when
 * it asked for fast settlement, T+1 otherwise, and the only one given when there is one. Empty: none given.
 */
export function merchantRatesOf(form: unknown): ChannelRate[] {
  const terms = termsSchema.safeParse(form).data;
  const preferred = terms?.is_fast_settle === FAST_SETTLE.yes ? 0 : 1;
  const byChannel = new Map<number, ChannelRate>();
  for (const rate of terms?.rates ?? []) {
    const ratePpm = ratePpmOf(rate.rate);
    if (ratePpm === null) continue;
    const current = byChannel.get(rate.payment_channel_id);
    if (current && current.disbursePeriodDays === preferred) continue;
    byChannel.set(rate.payment_channel_id, {
      paymentChannelId: rate.payment_channel_id,
      onlineRatePpm: ratePpm,
      flatFeeMinor: rate.flat_fee,
      disbursePeriodDays: rate.disburse_period_days,
    });
  }
  return [...byChannel.values()];
}
