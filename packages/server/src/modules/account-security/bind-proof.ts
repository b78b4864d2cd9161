import { createHash, createHmac, hkdfSync } from 'node:crypto';
import { safeEqual } from '../../lib/crypto.ts';

/** How long step 1 of the bind wizard counts: long enough to fetch a second code, short enough to be "just now". */
export const BIND_PROOF_TTL_MS = 10 * 60_000;

export interface BindProofSubject {
  userId: number;
  sessionId: number;
  /** The user's phone and e-mail when the proof is made: any change voids it, so one proof serves one bind. */
  contacts: { email: string | null; countryCode: string | null; phone: string | null };
}

interface Claims {
  uid: number;
  sid: number;
  exp: number;
  c: string;
}

const keyOf = (secret: Buffer) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'bind-proof:v1', 32));
const contactsDigest = ({ contacts }: BindProofSubject) =>
  createHash('sha256')
    .update(`${contacts.email ?? ''}|${contacts.countryCode ?? ''}|${contacts.phone ?? ''}`)
    .digest('base64url');

/**
 * The server-side proof that step 1 of the bind wizard happened (a code to the current phone or e-mail was right):
 * `base64url(claims).base64url(HMAC-SHA256)` under a key derived from the server secret. It names the user and the
 * session (a proof lifted into another session is worthless), expires after BIND_PROOF_TTL_MS, and carries a digest
 * of the user's contacts, so it stops opening the moment a bind changes them. Nothing is stored.
 */
export function createBindProofs(secret: Buffer, now: () => number = Date.now) {
  const key = keyOf(secret);
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  return {
    issue(subject: BindProofSubject): { proof: string; expiresInS: number } {
      const claims: Claims = {
        uid: subject.userId,
        sid: subject.sessionId,
        exp: now() + BIND_PROOF_TTL_MS,
        c: contactsDigest(subject),
      };
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return { proof: `${body}.${sign(body)}`, expiresInS: BIND_PROOF_TTL_MS / 1000 };
    },

    /** Whether `proof` is genuine, unexpired and was made for this user, session and these contacts. */
    isValid(proof: string | undefined, subject: BindProofSubject): boolean {
      const [body, signature, ...rest] = (proof ?? '').split('.');
      if (!body || !signature || rest.length > 0 || !safeEqual(signature, sign(body))) return false;
      try {
        const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Claims;
        return (
          claims.uid === subject.userId &&
          claims.sid === subject.sessionId &&
          claims.exp > now() &&
          claims.c === contactsDigest(subject)
        );
      } catch {
        return false;
      }
    },
  };
}
export type BindProofs = ReturnType<typeof createBindProofs>;
