import { useSyncExternalStore } from 'react';
import type { CallResponse } from '@mbo/contracts/calls/index';
import { DEFAULT_IDLE_TIMINGS, type IdleTimings } from '@mbo/contracts/idle';
import { call } from './api-client.ts';
import { clearSession, readJson, readNumber, readString, writeJson, writeString } from './storage.ts';

export type UserInfo = CallResponse<'tokenLogin'>['data']['user'];
export type MerchantSummary = CallResponse<'tokenLogin'>['data']['merchants'][number];
/** The selected merchant, with the branch (store) the user is tied to in it, if any. */
export type CurrentMerchant = CallResponse<'ChooseMerchantRequest'>['merchant'] & { branch_id: number | null };

export interface StoredUser {
  user: UserInfo;
  merchants: MerchantSummary[];
  /** A member of a reseller (the shell links to the reseller workspace); absent in a session stored before. */
  isResellerMember?: boolean;
}

export interface SessionSnapshot {
  token: string | null;
  user: StoredUser | null;
  merchant: CurrentMerchant | null;
  roles: number[];
}

/** The chosen merchant's time zone; undefined for a session stored before the server sent it (the browser's then). */
export const merchantTimeZone = (merchant: CurrentMerchant | null): string | undefined =>
  (merchant as Partial<CurrentMerchant> | null)?.time_zone;

/**
 * Where the session lands: home for a verified merchant, home_n for an unverified one or none; the two-step set-up
 * first when a merchant of the user requires it of role 1 and they have none (the server refuses the rest until then);
 * the reseller workspace for a reseller's member who belongs to no merchant.
 */
export type LandingPath = '/home' | '/home_n' | '/twoStepSetup' | typeof RESELLER_LANDING_PATH;
export const RESELLER_LANDING_PATH = '/reseller/merchants';
export const TWO_STEP_SETUP_PATH = '/twoStepSetup';

let version = 0;
const listeners = new Set<() => void>();
let cached: { version: number; snapshot: SessionSnapshot } | null = null;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function snapshot(): SessionSnapshot {
  if (cached?.version === version) return cached.snapshot;
  const value: SessionSnapshot = {
    token: readString('token'),
    user: readJson<StoredUser>('userInfo'),
    merchant: readJson<CurrentMerchant>('merchant'),
    roles: readJson<number[]>('roles') ?? [],
  };
  cached = { version, snapshot: value };
  return value;
}

export function useSession(): SessionSnapshot {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, snapshot);
}

export const getSession = snapshot;

/** Keeps the server's idle timings (tokenLogin's, or the console's get_me) for the idle warning. */
export function storeIdleTimings(idle: { warning_ms: number; countdown_ms: number }): void {
  writeJson('idleTimings', { warningMs: idle.warning_ms, countdownMs: idle.countdown_ms } satisfies IdleTimings);
}

/** The server's idle timings, stored at session start; the spec's for a session stored before the server sent them. */
export const storedIdleTimings = (): IdleTimings => readJson<IdleTimings>('idleTimings') ?? DEFAULT_IDLE_TIMINGS;

export const liveMerchants = (user: StoredUser | null): MerchantSummary[] =>
  user?.merchants.filter((merchant) => !merchant.is_delete) ?? [];

/** Selects a merchant (ChooseMerchantRequest) and stores its roles; returns where to land. */
export async function chooseMerchant(merchantId: number): Promise<LandingPath> {
  const result = await call('ChooseMerchantRequest', { merchantid: merchantId });
  writeString('merchantId', String(merchantId));
  writeJson('merchant', { ...result.merchant, branch_id: result.employee.branch_id } satisfies CurrentMerchant);
  writeJson(
    'roles',
    result.employee.roles.filter((role) => !role.is_delete).map((role) => role.type),
  );
  changed();
  return result.merchant.is_verify ? '/home' : '/home_n';
}

/**
 * The session-start sequence (spec, first document, section 4): store the token, tokenLogin, store the user,
 * fetch person info, choose the remembered merchant if still live or else the first non-deleted one, store its
 * roles. No merchant lands on home_n.
 */
export async function startSession(token: string, preferredMerchantId?: number | null): Promise<LandingPath> {
  writeString('token', token);
  const { data, idle, two_factor, is_reseller_member: isResellerMember } = await call('tokenLogin', {});
  writeJson('userInfo', { user: data.user, merchants: data.merchants, isResellerMember } satisfies StoredUser);
  storeIdleTimings(idle);
  if (two_factor.must_set_up) {
    changed();
    return TWO_STEP_SETUP_PATH;
  }
  const { person } = await call('get_person_info', {});
  writeJson(
    'verifyStatus',
    person
      ? { verify_status: person.verify_status, objection: person.objection, en_objection: person.en_objection }
      : null,
  );
  const live = data.merchants.filter((merchant) => !merchant.is_delete);
  const remembered = preferredMerchantId ?? readNumber('merchantId');
  const target = live.find((merchant) => merchant.id === remembered) ?? live[0];
  if (!target) {
    writeString('merchantId', null);
    writeJson('merchant', null);
    writeJson('roles', []);
    changed();
    return isResellerMember ? RESELLER_LANDING_PATH : '/home_n';
  }
  return chooseMerchant(target.id);
}

/** Replaces the stored user (its phone or e-mail changed in the security settings); the merchants stay. */
export function storeUser(user: UserInfo): void {
  const stored = readJson<StoredUser>('userInfo');
  if (!stored) return;
  writeJson('userInfo', { ...stored, user } satisfies StoredUser);
  changed();
}

/** Ends the session locally (the server side is ended by the logout call or has already expired). */
export function endSession(): void {
  clearSession();
  changed();
}
