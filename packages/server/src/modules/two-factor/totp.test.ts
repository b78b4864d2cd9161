import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { TOTP_PERIOD_S } from '@mbo/contracts/two-factor';
import { acceptedStep, newTotpSecret, totpUri } from './totp.ts';

const at = (step: number) => step * TOTP_PERIOD_S * 1000 + 7_000;
const codeAt = (secret: string, step: number) => generate({ secret, epoch: step * TOTP_PERIOD_S + 1 });

describe('TOTP', () => {
  const secret = newTotpSecret();
  const step = 59_000_000;

  it('accepts the current step and one either side, and says which step matched', async () => {
    expect(await acceptedStep(secret, await codeAt(secret, step), at(step))).toBe(step);
    expect(await acceptedStep(secret, await codeAt(secret, step - 1), at(step))).toBe(step - 1);
    expect(await acceptedStep(secret, await codeAt(secret, step + 1), at(step))).toBe(step + 1);
  });

  it('refuses a code two steps away and a code of another secret', async () => {
    expect(await acceptedStep(secret, await codeAt(secret, step - 2), at(step))).toBeNull();
    expect(await acceptedStep(secret, await codeAt(secret, step + 2), at(step))).toBeNull();
    expect(await acceptedStep(secret, await codeAt(newTotpSecret(), step), at(step))).toBeNull();
  });

  it('makes 160-bit base32 secrets and an otpauth URI an authenticator app reads', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri(secret, 'owner@example.test'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Merchant back-office');
    expect(decodeURIComponent(uri.pathname)).toContain('owner@example.test');
  });
});
