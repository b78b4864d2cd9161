import { generateSecret, generateURI, verify } from 'otplib';
import { TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_S, TOTP_WINDOW_STEPS } from '@mbo/contracts/two-factor';

/** The sealed-box purpose of authenticator secrets (lib/sealed-box.ts); each is bound to its user id. */
export const SECRET_PURPOSE = 'totp-secret';

/** A new authenticator secret: base32, 20 random bytes (160 bits, RFC 4226's recommendation). */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The otpauth:// URI an authenticator app reads from the QR code. */
export const totpUri = (secret: string, accountName: string): string =>
  generateURI({ issuer: TOTP_ISSUER, label: accountName, secret, digits: TOTP_DIGITS, period: TOTP_PERIOD_S });

/**
 * The time step a code belongs to when it is right for the current step or one either side (clock drift), else
 * null. The caller refuses a step not later than the last one accepted, so a code never works twice.
 */
export async function acceptedStep(secret: string, code: string, nowMs = Date.now()): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    period: TOTP_PERIOD_S,
    digits: TOTP_DIGITS,
    epochTolerance: TOTP_WINDOW_STEPS * TOTP_PERIOD_S,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
