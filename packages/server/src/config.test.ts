import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://app:pw@db.internal:5432/mbo',
  APP_SECRET: 'x'.repeat(40),
  SMTP_URL: 'smtp://mail.internal:587',
  SMS_GATEWAY_URL: 'https://sms.example.com/v1/messages',
  SMS_GATEWAY_KEY: 'key',
  PUBLIC_URL: 'https://merchant.example.com',
};

describe('the development switches', () => {
  it('are all off by default', () => {
    expect(loadConfig({})).toMatchObject({
      demoData: false,
      devOutbox: false,
      sandboxChannels: false,
      webhookAllowPrivateTargets: false,
      isProduction: false,
    });
  });

  it('are all on with DEMO=1 (npm start), each still switchable off', () => {
    expect(loadConfig({ DEMO: '1' })).toMatchObject({
      demoData: true,
      devOutbox: true,
      sandboxChannels: true,
      webhookAllowPrivateTargets: true,
    });
    expect(loadConfig({ DEMO: '1', DEV_OUTBOX: '0' })).toMatchObject({ devOutbox: false, sandboxChannels: true });
    expect(loadConfig({ SANDBOX_CHANNELS: '1' })).toMatchObject({ sandboxChannels: true, devOutbox: false });
  });

  it('refuse anything but 0 or 1', () => {
    expect(() => loadConfig({ DEV_OUTBOX: 'yes' })).toThrow('DEV_OUTBOX must be 0 or 1, got "yes"');
  });

  it('can never be on with NODE_ENV=production, whatever else is set', () => {
    expect(loadConfig(PRODUCTION)).toMatchObject({
      isProduction: true,
      demoData: false,
      devOutbox: false,
      sandboxChannels: false,
      webhookAllowPrivateTargets: false,
    });
    expect(() => loadConfig({ ...PRODUCTION, DEMO: '1' })).toThrow(
      'DEMO_DATA (through DEMO=1) cannot be used with NODE_ENV=production',
    );
    for (const name of ['DEV_OUTBOX', 'SANDBOX_CHANNELS', 'WEBHOOK_ALLOW_PRIVATE_TARGETS', 'DEMO_DATA']) {
      expect(() => loadConfig({ ...PRODUCTION, [name]: '1' })).toThrow(
        `${name}=1 cannot be used with NODE_ENV=production`,
      );
    }
  });
});

describe('a production start', () => {
  it('names every missing provider and secret instead of parking codes in an outbox', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /DATABASE_URL[\s\S]*APP_SECRET[\s\S]*SMTP_URL[\s\S]*SMS_GATEWAY_URL and SMS_GATEWAY_KEY[\s\S]*PUBLIC_URL/,
    );
    const { SMS_GATEWAY_KEY: _key, ...withoutSmsKey } = PRODUCTION;
    expect(() => loadConfig(withoutSmsKey)).toThrow(/needs these settings:\n {2}- SMS_GATEWAY_URL and SMS_GATEWAY_KEY/);
  });

  it('takes an SMS gateway only with both its address and its key', () => {
    expect(() => loadConfig({ SMS_GATEWAY_URL: 'https://sms.example.com' })).toThrow(
      'SMS_GATEWAY_URL and SMS_GATEWAY_KEY go together',
    );
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless set', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('takes a hop count or a list of addresses, CIDR ranges and proxy-addr names', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
      'fd00::/8',
    ]);
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
