/**
 * Shapes of the stores area (second document, section 3, Store). Rates travel as fractions (0.0235), flat fees in
 * major units of their currency; image fields are the URLs the upload answered (`/media/<token>`, signed or not).
 */
import { z } from 'zod';
import {
  API_PAGE_SIZE_MAX,
  MESSAGE_TYPE,
  PAGE_SIZE,
  STORE_CURRENCY_IDS,
  STORE_FEE_TYPE,
  STORE_RATE_CHANNEL_IDS,
  STORE_TYPE,
} from '../constants.ts';
import { toMinor } from '../money.ts';
import { rateFractionToPpm } from './store-rates.ts';

export const STORE_NAME_MAX = 100;
export const STORE_SHORT_NAME_MAX = 50;
export const STORE_ADDRESS_MAX = 200;
export const STORE_PHONE_MAX = 20;
/** Office and mobile phones as printed on a store's paperwork: digits, spaces, +, -, parentheses. */
const STORE_PHONE = /^[\d +()-]*$/;
/** An image field: what the upload answered (a path or absolute URL ending in /media/<token>, maybe signed). */
export const MEDIA_URL = /^(?:https?:\/\/[^/\s]+)?\/media\/([\w-]{16,64})(?:\?[\w=&%.-]*)?$/;

export const storeId = z.number().int().positive();
const merchantId = z.number().int().positive();
const oneOf = <T extends number>(values: readonly T[], message: string) =>
  z
    .number({ error: message })
    .int(message)
    .refine((value) => (values as readonly number[]).includes(value), message);

export const feeType = oneOf(Object.values(STORE_FEE_TYPE), 'stores.fee_type_invalid');
export const messageType = oneOf(Object.values(MESSAGE_TYPE), 'stores.message_type_invalid');
const storeType = oneOf(Object.values(STORE_TYPE), 'stores.type_invalid');
const storeCurrency = oneOf(STORE_CURRENCY_IDS, 'stores.currency_invalid');

/** A rate as a fraction: ≥ 0 with at most 4 decimals (a percent with at most 2). The 9 % cap is checked after, naming the channels. */
const rateFraction = z
  .number({ error: 'stores.rate_invalid' })
  .refine((value) => rateFractionToPpm(value) !== null, 'stores.rate_invalid');
const flatFee = z
  .number({ error: 'stores.flat_fee_invalid' })
  .refine((value) => value >= 0 && toMinor(value, 1) !== null, 'stores.flat_fee_invalid');

export const rateInput = z.object({
  payment_channel_id: oneOf(STORE_RATE_CHANNEL_IDS, 'stores.rate_channel_invalid'),
  online_rate: rateFraction,
});
export const cardpayRateInput = z.object({ currency: storeCurrency, fee_rate: rateFraction, flat_fee: flatFee });

const imageUrl = z
  .string()
  .trim()
  .max(500, 'stores.image_invalid')
  .refine((value) => value === '' || MEDIA_URL.test(value), 'stores.image_invalid')
  .nullish();

/** The fee settings (edit_fee and step 2 of add): rates only count for fee type 3; a channel left out is 0. */
export const feeFields = {
  fee_type: feeType,
  rates: z
    .array(rateInput)
    .max(STORE_RATE_CHANNEL_IDS.length * 2)
    .default([]),
  cardpay_rates: z
    .array(cardpayRateInput)
    .max(STORE_CURRENCY_IDS.length * 2)
    .default([]),
};

/** The payment settings (edit_payment and step 2 of add). */
export const payConfigFields = {
  support_currency_list: z
    .array(storeCurrency)
    .min(1, 'stores.currency_required')
    .max(STORE_CURRENCY_IDS.length * 2)
    .meta({ examples: [[1]] }),
  reqiure_message_type: messageType,
  is_get_user_info: z.boolean({ error: 'stores.user_info_invalid' }),
  qr_logo_url: imageUrl,
  pay_logo_url: imageUrl,
};

const required = (key: string, max: number) => z.string({ error: key }).trim().min(1, key).max(max, key);
const phone = z
  .string()
  .trim()
  .max(STORE_PHONE_MAX, 'stores.phone_invalid')
  .regex(STORE_PHONE, 'stores.phone_invalid')
  .nullish();

/** Step 1 of add: the store's basic details. */
export const basicFields = {
  name: required('stores.name_required', STORE_NAME_MAX),
  short_name: required('stores.short_name_required', STORE_SHORT_NAME_MAX),
  type: storeType,
  address: required('stores.address_required', STORE_ADDRESS_MAX),
  office_phone: phone,
  mobile_phone: phone,
  /** A level-2 industry (Industry/GetIndustryList level 2). */
  industry_id: z.number().int().positive().nullish(),
  store_photo_url: imageUrl,
};

export const pageRequest = z.object({
  merchant_id: merchantId,
  page_index: z.number().int().positive().default(1),
  page_size: z.number().int().positive().max(API_PAGE_SIZE_MAX).default(PAGE_SIZE),
});

export const storeRequest = z.object({ merchant_id: merchantId, id: storeId });

const rateOut = z.object({
  payment_channel_id: z.number(),
  online_rate: z.number(),
  offline_rate: z.number(),
  b2b_rate: z.number(),
  b2b2c_rate: z.number(),
});
const cardpayRateOut = z.object({
  currency: z.number(),
  currency_code: z.string(),
  fee_rate: z.number(),
  flat_fee: z.number(),
});

/** A row of the store list. */
export const storeRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  short_name: z.string(),
  number: z.string(),
  type: z.number(),
  address: z.string(),
  office_phone: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  fee_type: z.number(),
  /** The store's payment link: PUBLIC_URL + /pay/ + its unguessable token (never its id). */
  pay_url: z.string(),
});
export type StoreRow = z.infer<typeof storeRowSchema>;

/** Payment settings of a store (Branch/GetPayConfig's branchConfig). */
export const payConfigSchema = z.object({
  id: z.number(),
  support_currency_list: z.array(z.number()),
  /** ISO codes of the same currencies ("AUD", "USD"). */
  support_currency_list_number: z.array(z.string()),
  reqiure_message_type: z.number(),
  is_get_user_info: z.boolean(),
  qr_logo_url: z.string().nullable(),
  pay_logo_url: z.string().nullable(),
});
export type PayConfig = z.infer<typeof payConfigSchema>;

/** The whole store (detail). Image URLs are ready for an <img>: public logos plain, the store photo signed for a while. */
export const storeDetailSchema = storeRowSchema.extend({
  ...payConfigSchema.shape,
  industry_id: z.number().nullable(),
  industry_name_1st: z.string().nullable(),
  industry_name_2st: z.string().nullable(),
  store_photo_url: z.string().nullable(),
  rates: z.array(rateOut),
  cardpay_rates: z.array(cardpayRateOut),
  /** The QR code of pay_url, an SVG data URL. */
  qr_code: z.string(),
});
export type StoreDetail = z.infer<typeof storeDetailSchema>;

/** What the fee form needs besides the store: the cap of the card flat fee (the merchant's channel-10 flat fee, AUD). */
export const feeLimitsSchema = z.object({ max_rate: z.number(), max_card_flat_fee: z.number() });
export type FeeLimits = z.infer<typeof feeLimitsSchema>;
