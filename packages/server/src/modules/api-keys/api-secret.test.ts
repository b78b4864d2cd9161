import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  newApiKey,
  notificationSignature,
  openSecret,
  requestSignature,
  sealSecret,
  signaturesMatch,
} from './api-secret.ts';

describe('API keys at rest', () => {
  const serverSecret = randomBytes(32);

  it('seals a secret that only the same server secret and key id open', () => {
    const { keyId, secret } = newApiKey();
    expect(secret).toMatch(/^sk_[\w-]{43}$/);
    expect(keyId).toMatch(/^pk_[\w-]{22}$/);
    const sealed = sealSecret(serverSecret, keyId, secret);
    expect(sealed).not.toContain(secret.slice(3));
    expect(openSecret(serverSecret, keyId, sealed)).toBe(secret);
    expect(() => openSecret(randomBytes(32), keyId, sealed)).toThrow();
    expect(() => openSecret(serverSecret, newApiKey().keyId, sealed)).toThrow();
    const tampered = Buffer.from(sealed, 'base64url');
    tampered[14]! ^= 1;
    expect(() => openSecret(serverSecret, keyId, tampered.toString('base64url'))).toThrow();
  });

  it('signs requests and notifications as the documentation says', () => {
    // HMAC-SHA256("sk_test", "POST\n/v1/orders\n1700000000\nabc12345\n{}"), computed independently (openssl dgst -sha256 -hmac).
    const expected = '42dae7db08da15a67ac09a9ca41aae88a8521680a2e630f95f5113738a96d544';
    expect(requestSignature('sk_test', 'POST', '/v1/orders', '1700000000', 'abc12345', '{}')).toBe(expected);
    expect(requestSignature('sk_test', 'post', '/v1/orders', '1700000000', 'abc12345', '{}')).toBe(expected);
    const signature = notificationSignature('sk_test', '1700000000', '{"a":1}');
    expect(signaturesMatch(signature, signature.toUpperCase())).toBe(true);
    expect(signaturesMatch(signature, notificationSignature('sk_test', '1700000001', '{"a":1}'))).toBe(false);
    expect(signaturesMatch(signature, 'not hex')).toBe(false);
  });
});
