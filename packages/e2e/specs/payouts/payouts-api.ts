import type { APIRequestContext } from '@playwright/test';
import type { DailySummaryRow, Settlement } from '@mbo/contracts/calls/payouts';
import { formatMinor, toMinor } from '@mbo/contracts/money';
import { callApi } from '../../fixtures/accounts.ts';

/** The demo merchant with 90 days of history and settlement runs over it. */
const HARBOUR = 'Harbour Noodle House Pty Ltd';

export type { DailySummaryRow, Settlement };

export async function harbourId(request: APIRequestContext, token: string): Promise<number> {
  const me = await callApi<{ data: { merchants: { id: number; name: string }[] } }>(request, 'tokenLogin', { token });
  const merchant = me.data.merchants.find((entry) => entry.name === HARBOUR);
  if (!merchant) throw new Error('the demo data has no Harbour Noodle House');
  return merchant.id;
}

/** A call of Harbour Noodle House as the signed-in user (what the screen asks, to compare with it). */
export const harbourCall = <T>(
  request: APIRequestContext,
  token: string,
  merchantId: number,
  name: string,
  body: Record<string, unknown> = {},
) => callApi<T>(request, name, { token, merchant_id: merchantId, ...body });

/** An AUD amount as the screens print it ("1,234.50"). */
export const shown = (major: number): string => formatMinor(toMinor(major, 1) ?? 0, 1);
