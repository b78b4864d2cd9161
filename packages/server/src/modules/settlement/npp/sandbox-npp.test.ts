import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { deploymentNpp } from './deployment-npp.ts';
import { createSandboxNpp } from './sandbox-npp.ts';
import type { InstantPayoutReturn } from './instant-payment-adapter.ts';

const payout = (reference: string) => ({
  reference,
  merchantId: 1,
  currencyId: 1,
  amountMinor: 9_647,
  accountName: 'Harbour Noodle House Pty Ltd',
  bsb: '062000',
  accountNumber: '12345678',
});

describe('the sandbox NPP', () => {
  it('pays at once, once per reference', async () => {
    const npp = createSandboxNpp({ failPercent: 0, returnPercent: 0, returnDelayMs: 0 });
    const first = await npp.pay(payout('S1'));
    expect(first.status).toBe('paid');
    expect(await npp.pay({ ...payout('S1'), amountMinor: 1 })).toEqual(first);
    expect(npp.payouts.get('S1')?.amountMinor).toBe(9_647);
  });

  it('refuses the configured share, and returns the configured share after the delay', async () => {
    const refusing = createSandboxNpp({ failPercent: 100, returnPercent: 0, returnDelayMs: 0 });
    expect((await refusing.pay(payout('S2'))).status).toBe('rejected');
    expect(await refusing.returnPayout('S2')).toBe(false); // nothing was paid

    const returning = createSandboxNpp({ failPercent: 0, returnPercent: 100, returnDelayMs: 5 });
    const returned = new Promise<InstantPayoutReturn>((resolve) => returning.onReturn(async (r) => resolve(r)));
    expect((await returning.pay(payout('S3'))).status).toBe('paid');
    expect(await returned).toMatchObject({ reference: 'S3' });
    expect(await returning.returnPayout('S3')).toBe(false); // once
  });

  it('exists only where the sandbox channels are on: never in production', () => {
    expect(deploymentNpp(loadConfig({ SANDBOX_CHANNELS: '1' }))).not.toBeNull();
    expect(deploymentNpp(loadConfig({}))).toBeNull();
    expect(
      deploymentNpp(
        loadConfig({
          NODE_ENV: 'production',
          DATABASE_URL: 'postgres://db/mbo',
          APP_SECRET: 'x'.repeat(32),
          SMTP_URL: 'smtp://mail',
          SMS_GATEWAY_URL: 'https://sms',
          SMS_GATEWAY_KEY: 'k',
          PUBLIC_URL: 'https://merchant.example',
        }),
      ),
    ).toBeNull();
  });
});
