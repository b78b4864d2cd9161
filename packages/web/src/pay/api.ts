/** The pay page's fetch wrapper: POST /api/<name>, the envelope's msg (in the page's language) on failure. */
import type { CallName, CallRequest, CallResponse } from '@mbo/contracts/calls/index';
import { acceptLanguage, type PayLanguage } from './i18n.ts';

export type PayCall =
  | 'pay/store'
  | 'pay/quote'
  | 'pay/create_order'
  | 'pay/order'
  | 'pay/pay_order'
  | 'sandbox/wallet'
  | 'sandbox/wallet_action'
  | 'pay/collection_order'
  | 'sandbox/collection_transfer';

export class PayCallError extends Error {
  constructor(
    /** The server's message, already in the page's language; null when the server was not reached. */
    readonly serverMessage: string | null,
    readonly status: number,
  ) {
    super(serverMessage ?? `request failed (${status})`);
  }
}

export async function payCall<N extends PayCall & CallName>(
  name: N,
  body: CallRequest<N>,
  language: PayLanguage,
  signal?: AbortSignal,
): Promise<CallResponse<N>> {
  let response: Response;
  try {
    response = await fetch(`/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': acceptLanguage(language) },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new PayCallError(null, 0);
  }
  let json: { success?: boolean; msg?: string } & Record<string, unknown>;
  try {
    json = (await response.json()) as typeof json;
  } catch {
    throw new PayCallError(null, response.status);
  }
  if (!response.ok || json.success !== true)
    throw new PayCallError(typeof json.msg === 'string' ? json.msg : null, response.status);
  return json as unknown as CallResponse<N>;
}
