/**
 * Stores: list, detail, add, fees, payment settings, industries, QR poster (second document, Stores; issue 4
 * section 1). Calls the spec describes without a literal name are named in its style (Branch/…, Industry/…).
 * Every call checks that the store belongs to merchant_id: another merchant's store is 404.
 */
import { z } from 'zod';
import { defineCall, merchant } from './define.ts';
import {
  basicFields,
  feeFields,
  feeLimitsSchema,
  pageRequest,
  payConfigFields,
  payConfigSchema,
  storeDetailSchema,
  storeId,
  storeRequest,
  storeRowSchema,
} from './store-schemas.ts';

const merchantId = z.number().int().positive();
const detailResponse = z.object({ branch: storeDetailSchema, limits: feeLimitsSchema });

export const storesCalls = {
  'Branch/GetBranchPage': defineCall({
    access: merchant('store'),
    summary: "The merchant's stores, 10 a page by number, with the total count and the limits of the fee form.",
    request: pageRequest,
    response: z.object({
      page_data: z.object({ data: z.array(storeRowSchema), total_count: z.number().int() }),
      limits: feeLimitsSchema,
    }),
  }),
  'Branch/GetBranchDetail': defineCall({
    access: merchant('storeDetail'),
    summary:
      "One store: basic details, industries (names in the caller's language), fee type and fixed surcharges " +
      '(fractions), payment settings, image URLs, the payment link and its QR code (SVG data URL).',
    request: storeRequest,
    response: detailResponse,
  }),
  'Branch/AddBranch': defineCall({
    access: merchant('store'),
    summary:
      "Adds a store in one step (the screen's two steps sent together): basic details, fee type and surcharges, " +
      'payment settings and images. The number is generated per merchant (S + 4 digits and up). Nothing is ' +
      "written when a rule fails: rates above 9 % (named), a card flat fee above the merchant's channel-10 flat fee.",
    request: z.object({ merchant_id: merchantId, ...basicFields, ...feeFields, ...payConfigFields }),
    response: detailResponse,
  }),
  'Branch/SetRate': defineCall({
    access: merchant('store'),
    summary:
      "edit_fee: fee type 1 none, 2 floating (the merchant's own rate), 3 fixed rates per channel (1, 2, 3, 5, 7, " +
      '10, 99) as fractions with at most 4 decimals (a channel left out is 0) and card rates per currency with a ' +
      'flat fee. Offline, b2b and b2b2c rates are copied from online. Fee types 1 and 2 keep no rates.',
    request: z.object({ merchant_id: merchantId, id: storeId, ...feeFields }),
    response: detailResponse,
  }),
  'Branch/GetPayConfig': defineCall({
    access: merchant('store'),
    summary:
      "edit_payment's settings of a store: accepted currencies, the note setting, whether the pay page asks for the customer's details, logos.",
    request: storeRequest,
    response: z.object({ branchConfig: payConfigSchema }),
  }),
  'Branch/SavePayConfig': defineCall({
    access: merchant('store'),
    summary:
      'Saves edit_payment: support_currency_list ⊆ {1 AUD, 2 USD, 3 CNY}, at least one; reqiure_message_type 1 ' +
      'optional note, 2 required, 3 none; is_get_user_info; qr_logo_url and pay_logo_url (uploaded images of this ' +
      'merchant, or empty). Logos become public (the pay page shows them); a replaced logo is private again.',
    request: z.object({ merchant_id: merchantId, id: storeId, ...payConfigFields }),
    response: z.object({ branchConfig: payConfigSchema }),
  }),
  'Industry/GetIndustryList': defineCall({
    access: merchant('business'),
    summary: 'Industries of a level: 1 (top), or 2 (those under parent_id; all of level 2 without it).',
    request: z.object({
      merchant_id: merchantId,
      level: z.union([z.literal(1), z.literal(2)]),
      parent_id: z.number().int().positive().optional(),
    }),
    response: z.object({
      industrys: z.array(
        z.object({ id: z.number(), parent_id: z.number().nullable(), name: z.string(), en_name: z.string() }),
      ),
    }),
  }),
  'Branch/GetQrPoster': defineCall({
    access: merchant('store'),
    summary:
      "The store's printable A5 poster (PDF, 148 × 210 mm) in the caller's language: store name, QR logo, the QR " +
      'code of the payment link and the accepted payment methods; a download link valid one hour.',
    request: storeRequest,
    response: z.object({ filepath: z.string(), file_name: z.string() }),
  }),
} as const;
