import type { APIRequestContext } from '@playwright/test';
import { merchantDay } from '../../fixtures/calendar.ts';
import { callApi } from '../../fixtures/accounts.ts';

/** The demo merchant whose history the transaction specs read (the demo seed's Harbour Noodle House). */
export const HARBOUR = 'Harbour Noodle House Pty Ltd';
/** The owner's phone as the outbox names the recipient of an SMS. */
export const OWNER_PHONE = '+61 0412000001';

export interface Row {
  transaction_id: number;
  transaction_number: string;
  turnover_type: number;
  transaction_datetime: string;
  gross_amount: number;
  refund_amount: number;
  refundable_amount: number;
  payment_id: number;
  payment_number: string;
  note: string | null;
  status_name: string;
  payment_channel_id: number;
}

export interface Page {
  data: Row[];
  total_count: number;
}

/** The signed-in user's id of Harbour Noodle House. */
export async function harbourId(request: APIRequestContext, token: string): Promise<number> {
  const me = await callApi<{ data: { merchants: { id: number; name: string }[] } }>(request, 'tokenLogin', { token });
  const merchant = me.data.merchants.find((entry) => entry.name === HARBOUR);
  if (!merchant) throw new Error('the demo data has no Harbour Noodle House');
  return merchant.id;
}

/** A call of Harbour Noodle House as the signed-in user (what the screen itself asks, to compare with it). */
export const merchantCall = <T>(
  request: APIRequestContext,
  token: string,
  merchantId: number,
  name: string,
  body: Record<string, unknown> = {},
) => callApi<T>(request, name, { token, merchant_id: merchantId, ...body });

/** The list as the screen asks for it by default: the last 7 days, newest first. */
export const lastWeek = () => ({ begin_time: merchantDay(-6), end_time: merchantDay(0) });
