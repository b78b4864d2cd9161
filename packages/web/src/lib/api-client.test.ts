// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n/i18n.ts';
import { call, CallError, setInvalidTokenHandler } from './api-client.ts';
import { setMessageApi } from './notify.ts';
import { writeString } from './storage.ts';

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

const sent: Sent[] = [];
const toasts: string[] = [];

function answer(status: number, json: unknown) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({
      url,
      headers: init.headers as Record<string, string>,
      body: JSON.parse(String(init.body)) as Record<string, unknown>,
    });
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
  });
}

beforeEach(() => {
  sent.length = 0;
  toasts.length = 0;
  localStorage.clear();
  setMessageApi({ error: ({ content }: { content: string }) => toasts.push(content) } as never);
});
afterEach(() => vi.unstubAllGlobals());

describe('call wrapper', () => {
  it('adds the token, fills merchant_id with the selected merchant and sends the language', async () => {
    writeString('token', 'tok-1');
    writeString('merchantId', '42');
    await setLanguage('zh_CN');
    answer(200, { return_code: 'SUCCESS', success: true, is_opened: true });
    const result = await call('IsMerchantOpened', { merchant_id: 7 });
    expect(result.is_opened).toBe(true);
    expect(sent[0]).toMatchObject({ url: '/api/IsMerchantOpened', body: { token: 'tok-1', merchant_id: 42 } });
    expect(sent[0]!.headers['accept-language']).toBe('zh-CN');
    await setLanguage('en');
  });

  it('never replaces the merchant being chosen', async () => {
    writeString('merchantId', '42');
    answer(200, { return_code: 'SUCCESS', success: true, employee: { roles: [], branch_id: null }, merchant: {} });
    await call('ChooseMerchantRequest', { merchantid: 7 });
    expect(sent[0]!.body.merchantid).toBe(7);
  });

  it('shows a failure message as a toast and throws it', async () => {
    answer(403, { return_code: 'FAIL', success: false, msg: 'Your role in this merchant does not allow this.' });
    await expect(call('getCurrencyList', {})).rejects.toBeInstanceOf(CallError);
    expect(toasts).toEqual(['Your role in this merchant does not allow this.']);
  });

  it('shows "Timeout" when a failure has no message, and keeps sign-in failures silent', async () => {
    answer(500, { return_code: 'FAIL', success: false });
    await expect(call('getCurrencyList', {})).rejects.toThrow('Timeout');
    answer(400, { return_code: 'FAIL', success: false, msg: 'The account or password is incorrect.' });
    await expect(call('login', { AccountType: 1, Account: 'a@b.co', Password: 'x' })).rejects.toThrow('incorrect');
    expect(toasts).toEqual(['Timeout']);
  });

  it('sends an ended session to login without a toast', async () => {
    const ended = vi.fn();
    setInvalidTokenHandler(ended);
    answer(401, { return_code: 'INVALID_TOKEN', success: false, msg: 'Your session has ended.' });
    await expect(call('tokenLogin', {})).rejects.toBeInstanceOf(CallError);
    expect(ended).toHaveBeenCalledOnce();
    expect(toasts).toEqual([]);
  });

  it('treats a network failure like a failure without a message', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(call('getCurrencyList', {})).rejects.toThrow('Timeout');
    expect(toasts).toEqual(['Timeout']);
  });
});
