import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BIND_PROOF_TTL_MS, createBindProofs, type BindProofSubject } from './bind-proof.ts';

const subject: BindProofSubject = {
  userId: 7,
  sessionId: 70,
  contacts: { email: 'a@example.test', countryCode: '+61', phone: '0412345678' },
};

describe('bind proofs', () => {
  it('open for their user, session and contacts until they expire', () => {
    let now = 1_000_000;
    const proofs = createBindProofs(randomBytes(32), () => now);
    const { proof, expiresInS } = proofs.issue(subject);
    expect(expiresInS).toBe(BIND_PROOF_TTL_MS / 1000);
    expect(proofs.isValid(proof, subject)).toBe(true);
    now += BIND_PROOF_TTL_MS;
    expect(proofs.isValid(proof, subject)).toBe(false);
  });

  it('do not open for another user or session, after a contact change, under another key, or tampered', () => {
    const secret = randomBytes(32);
    const proofs = createBindProofs(secret);
    const { proof } = proofs.issue(subject);
    expect(proofs.isValid(proof, { ...subject, userId: 8 })).toBe(false);
    expect(proofs.isValid(proof, { ...subject, sessionId: 71 })).toBe(false);
    expect(proofs.isValid(proof, { ...subject, contacts: { ...subject.contacts, phone: '0412345679' } })).toBe(false);
    expect(createBindProofs(randomBytes(32)).isValid(proof, subject)).toBe(false);
    const [body, signature] = proof.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), uid: 8 }));
    expect(proofs.isValid(`${forged.toString('base64url')}.${signature}`, { ...subject, userId: 8 })).toBe(false);
    expect(proofs.isValid(undefined, subject)).toBe(false);
    expect(proofs.isValid('x.y.z', subject)).toBe(false);
  });
});
