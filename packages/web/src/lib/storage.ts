/**
 * What the web app keeps in localStorage (spec: token, merchant id, role list, language, country code, step flag,
 * user info ...). One key per value, read and written only through here.
 */
const KEYS = {
  token: 'token',
  merchantId: 'merchant_id',
  roles: 'roles',
  language: 'language',
  countryCode: 'country_code',
  stepFlag: 'step_flag',
  userInfo: 'user_info',
  merchant: 'merchant',
  verifyStatus: 'verify_status',
  employeeDetail: 'employee_detail',
  partnerHintSeen: 'partner_hint_seen',
  lastAccountType: 'last_account_type',
  idleTimings: 'idle_timings',
} as const;

export type StorageKey = keyof typeof KEYS;

/** Kept when the session ends (idle timeout, logout): the spec keeps language, merchant id, country code, step flag. */
const KEPT_ON_CLEAR: readonly StorageKey[] = [
  'language',
  'merchantId',
  'countryCode',
  'stepFlag',
  'partnerHintSeen',
  'lastAccountType',
];

export function readString(key: StorageKey): string | null {
  return localStorage.getItem(KEYS[key]);
}

export function writeString(key: StorageKey, value: string | null): void {
  if (value === null) localStorage.removeItem(KEYS[key]);
  else localStorage.setItem(KEYS[key], value);
}

export function readJson<T>(key: StorageKey): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeString(key, value === null || value === undefined ? null : JSON.stringify(value));
}

export function readNumber(key: StorageKey): number | null {
  const value = Number(readString(key));
  return readString(key) !== null && Number.isFinite(value) ? value : null;
}

/** Ends the stored session: everything goes except the values the spec keeps. */
export function clearSession(): void {
  for (const key of Object.keys(KEYS) as StorageKey[]) {
    if (!KEPT_ON_CLEAR.includes(key)) writeString(key, null);
  }
}
