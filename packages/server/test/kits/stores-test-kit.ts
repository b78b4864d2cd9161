import sharp from 'sharp';
import { merchantChannelRates } from '@mbo/db/schema';
import { memberWithRoles } from '../support/factories.ts';
import type { TestServer } from '../support/harness.ts';

/** A super admin of a new merchant with a card channel (10: 2 % + 0.30 flat fee, the cap of a store's card flat fee). */
export async function storeOwner(server: TestServer) {
  const owner = await memberWithRoles(server, [1]);
  await server.db
    .insert(merchantChannelRates)
    .values({ merchantId: owner.merchant.id, paymentChannelId: 10, onlineRatePpm: 20_000, flatFeeMinor: 30 });
  return owner;
}

/** The body of a valid AddBranch: a physical store with fixed surcharges and AUD + CNY. */
export const newStoreBody = (merchantId: number, overrides: Record<string, unknown> = {}) => ({
  merchant_id: merchantId,
  name: 'Harbour Test Kitchen',
  short_name: 'Test Kitchen',
  type: 1,
  address: '1 George Street, Sydney NSW 2000',
  office_phone: '02 9000 0000',
  mobile_phone: '0412 345 678',
  industry_id: 101,
  fee_type: 3,
  rates: [
    { payment_channel_id: 1, online_rate: 0.01 },
    { payment_channel_id: 10, online_rate: 0.0235 },
  ],
  cardpay_rates: [{ currency: 1, fee_rate: 0.015, flat_fee: 0.2 }],
  support_currency_list: [1, 3],
  reqiure_message_type: 2,
  is_get_user_info: true,
  ...overrides,
});

/** A small real PNG (solid colour). */
export const pngBytes = (width = 8, height = 8) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .png()
    .toBuffer();

/** POST /api/upload as the web does (multipart: merchant_id, token, img). */
export async function upload(
  server: TestServer,
  options: {
    token?: string;
    bearer?: string;
    merchantId: number;
    bytes: Buffer;
    fileName: string;
    type?: string;
    language?: string;
  },
) {
  const form = new FormData();
  form.append('merchant_id', String(options.merchantId));
  if (options.token) form.append('token', options.token);
  form.append(
    'img',
    new Blob([new Uint8Array(options.bytes)], { type: options.type ?? 'application/octet-stream' }),
    options.fileName,
  );
  const headers: Record<string, string> = { 'accept-language': options.language ?? 'en-US' };
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  const response = await fetch(`${server.url}/api/upload`, { method: 'POST', body: form, headers });
  return { status: response.status, body: (await response.json()) as { success: boolean; msg?: string; url?: string } };
}
