import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless set', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('takes a hop count or a list of addresses, CIDR ranges and proxy-addr names', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback, fd00::/8' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', 'loopback', 'fd00::/8']);
  });

  it('refuses "true" and anything that is not an address, with the setting named', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY .*"true"/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1, proxy.internal' })).toThrow(/"proxy.internal"/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: ',' })).toThrow(/TRUST_PROXY/);
  });
});

describe('rate limits', () => {
  it('default to 600 calls a minute per user or address, 20 heavy calls a minute per merchant', () => {
    const config = loadConfig({});
    expect(config.rateLimitPerMinute).toBe(600);
    expect(config.exportRateLimitPerMinute).toBe(20);
  });
});
