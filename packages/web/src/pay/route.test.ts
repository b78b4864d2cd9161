import { describe, expect, it } from 'vitest';
import { orderPath, parseRoute, storePath } from './route.ts';

const TOKEN = '0123456789abcdef0123456789abcdef';

describe('pay routes', () => {
  it('reads a store link, an order and a wallet step', () => {
    expect(parseRoute(`/pay/${TOKEN}`)).toEqual({ kind: 'store', token: TOKEN });
    expect(parseRoute(`/pay/${TOKEN}/`)).toEqual({ kind: 'store', token: TOKEN });
    expect(parseRoute(`/pay/o/${TOKEN}`)).toEqual({ kind: 'order', token: TOKEN });
    expect(parseRoute(`/pay/wallet/wx_${TOKEN}`)).toEqual({ kind: 'wallet', token: `wx_${TOKEN}` });
    expect(parseRoute(storePath(TOKEN))).toEqual({ kind: 'store', token: TOKEN });
    expect(parseRoute(orderPath(TOKEN))).toEqual({ kind: 'order', token: TOKEN });
    expect(parseRoute(`/pay/c/${TOKEN}`)).toEqual({ kind: 'collection', token: TOKEN });
  });

  it('refuses anything else', () => {
    for (const path of [
      '/pay',
      '/pay/short',
      `/pay/x/${TOKEN}`,
      `/payout/${TOKEN}`,
      `/pay/${TOKEN}/extra/more`,
      '/pay/o/<script>',
      '/',
    ]) {
      expect(parseRoute(path), path).toEqual({ kind: 'unknown' });
    }
  });
});
