import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  normaliseSecondFactor,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_PATTERN,
  secondFactorKind,
} from '@mbo/contracts/two-factor';
import { newRecoveryCodes, recoveryCodeDigest } from './recovery-codes.ts';

describe('recovery codes', () => {
  it('hands out 10 distinct codes in the xxxx-xxxx-xxxx format', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
  });

  it('keeps a digest bound to the user and the server secret', () => {
    const secret = randomBytes(32);
    const [code] = newRecoveryCodes();
    expect(recoveryCodeDigest(secret, 1, code!)).toBe(recoveryCodeDigest(secret, 1, code!));
    expect(recoveryCodeDigest(secret, 2, code!)).not.toBe(recoveryCodeDigest(secret, 1, code!));
    expect(recoveryCodeDigest(randomBytes(32), 1, code!)).not.toBe(recoveryCodeDigest(secret, 1, code!));
    expect(recoveryCodeDigest(secret, 1, code!)).not.toContain(code!.replace(/-/g, ''));
  });

  it('reads a code as typed: spaces, lower case and missing dashes', () => {
    expect(normaliseSecondFactor(' 123 456 ')).toBe('123456');
    expect(normaliseSecondFactor('abcd efgh jkmn')).toBe('ABCD-EFGH-JKMN');
    expect(normaliseSecondFactor('abcdefghjkmn')).toBe('ABCD-EFGH-JKMN');
    expect(secondFactorKind('123456')).toBe('totp');
    expect(secondFactorKind('ABCD-EFGH-JKMN')).toBe('recovery');
    expect(secondFactorKind('12345')).toBeNull();
    expect(secondFactorKind('ABCD-EFGH-JKM0')).toBeNull();
  });
});
