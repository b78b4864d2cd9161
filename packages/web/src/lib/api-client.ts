import type { CallName, CallRequest, CallResponse } from '@mbo/contracts/calls/index';
import { CALL_META } from 'virtual:call-meta';
import { RETURN_CODE } from '@mbo/contracts/envelope';
import { i18n } from '../i18n/i18n.ts';
import { toastError } from './notify.ts';
import { readNumber, readString } from './storage.ts';

/** Merchant fields the wrapper fills with the selected merchant (ChooseMerchantRequest's `merchantid` it never touches). */
type FilledField = 'merchant_id' | 'MerchantId';
export type CallBody<N extends CallName> = Omit<CallRequest<N>, FilledField> &
  Partial<Pick<CallRequest<N>, Extract<keyof CallRequest<N>, FilledField>>>;

export interface CallOptions {
  /** Show no toast on failure (the caller shows the message inline). */
  silent?: boolean;
  signal?: AbortSignal;
}

export class CallError extends Error {
  constructor(
    readonly returnCode: string,
    readonly status: number,
    message: string,
    /** The failure's other envelope fields (an expired quote's fresh `quote`); the call's summary names them. */
    readonly payload: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'CallError';
  }
}

const TIMEOUT_MS = 30_000;
let onInvalidToken: () => void = () => {};

let onTwoFactorSetupRequired: () => void = () => {};

/** The app registers where a user held at the two-step set-up goes (the set-up page, without a toast). */
export function setTwoFactorSetupHandler(handler: () => void): void {
  onTwoFactorSetupRequired = handler;
}

/** The app shell registers where an ended session goes (to login, without a toast). */
export function setInvalidTokenHandler(handler: () => void): void {
  onInvalidToken = handler;
}

const acceptLanguage = () => (i18n.language === 'zh_CN' ? 'zh-CN' : 'en-US');

/**
 * POST /api/<name>: adds the session token, puts the selected merchant into the call's merchant field, sends
 * Accept-Language, and unwraps the envelope. A failure shows its `msg` (or "Timeout") as a 10-second error toast,
 * except for silent calls; an ended session goes to login with no toast.
 */
export async function call<N extends CallName>(
  name: N,
  body: CallBody<N>,
  options: CallOptions = {},
): Promise<CallResponse<N>> {
  const meta = CALL_META[name];
  const payload: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  const token = readString('token');
  if (token) payload.token = token;
  if (meta?.merchantField && meta.merchantField !== 'merchantid') {
    const merchantId = readNumber('merchantId');
    if (merchantId !== null) payload[meta.merchantField] = merchantId;
  }
  const silent = options.silent ?? meta?.isSilent === true;
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  let json: { return_code?: string; success?: boolean; msg?: string } & Record<string, unknown>;
  try {
    response = await fetch(`/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': acceptLanguage() },
      body: JSON.stringify(payload),
      signal,
    });
    json = (await response.json()) as typeof json;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const text = i18n.t('common:timeout');
    if (!silent) toastError(text);
    throw new CallError(RETURN_CODE.fail, 0, text);
  }
  if (json.return_code === RETURN_CODE.invalidToken) {
    onInvalidToken();
    throw new CallError(RETURN_CODE.invalidToken, response.status, json.msg ?? '');
  }
  if (json.return_code === RETURN_CODE.twoFactorSetupRequired) {
    onTwoFactorSetupRequired();
    throw new CallError(RETURN_CODE.twoFactorSetupRequired, response.status, json.msg ?? '');
  }
  if (json.success !== true) {
    const text = json.msg || i18n.t('common:timeout');
    if (!silent) toastError(text);
    const { return_code: returnCode, success: _success, msg: _msg, ...payload } = json;
    throw new CallError(returnCode ?? RETURN_CODE.fail, response.status, text, payload);
  }
  return json as unknown as CallResponse<N>;
}
