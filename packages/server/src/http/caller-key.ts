import type { FastifyRequest } from 'fastify';
import { sha256 } from '../lib/crypto.ts';

/** How long a token's user is remembered: one lookup a token a minute at most, whatever the call rate. */
const REMEMBER_MS = 60_000;
const MAX_REMEMBERED = 20_000;

/** The session token of a call: the body's `token` (as the web sends it) or `Authorization: Bearer`. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const body = request.body as { token?: unknown } | undefined;
  if (typeof body?.token === 'string' && body.token) return body.token;
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() || undefined : undefined;
}

/** The per-address key, for limits that guard against guessing from one place (sign-in, codes, /v1/ floods). */
export const byAddress = (request: FastifyRequest): string => `ip:${request.ip}`;

/**
 * The key a request is counted under: `user:<id>` when it carries the token of a session, else `ip:<address>`.
 * Colleagues behind one address (an office, a NAT, a proxy that hides them) each get their own budget once signed
 * in; a token that names no session counts against the address, so made-up tokens buy nothing. Tokens are kept
 * only as their SHA-256. In memory, per process (see ARCHITECTURE.md, "Rate limits").
 */
export function createCallerKey(userOf: (token: string) => Promise<number | null>, now: () => number = Date.now) {
  const remembered = new Map<string, { userId: number | null; until: number }>();
  return async function callerKey(request: FastifyRequest): Promise<string> {
    const token = tokenOf(request);
    if (token === undefined) return byAddress(request);
    const hash = sha256(token);
    const at = now();
    let entry = remembered.get(hash);
    if (!entry || entry.until <= at) {
      if (remembered.size >= MAX_REMEMBERED) remembered.clear();
      entry = { userId: await userOf(token), until: at + REMEMBER_MS };
      remembered.set(hash, entry);
    }
    return entry.userId === null ? byAddress(request) : `user:${entry.userId}`;
  };
}
