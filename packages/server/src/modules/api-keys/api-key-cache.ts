import type { ApiKeyScope } from '@mbo/contracts/calls/api-keys';
import type { Database } from '@mbo/db/client';
import { openSecret } from './api-secret.ts';
import { createApiKeysRepository, type ApiKeysRepository } from './api-keys.repository.ts';

export interface OpenKey {
  merchantId: number;
  keyId: string;
  secret: string;
  isRetired: boolean;
  scopes: ApiKeyScope[];
  /** The issuer's live roles in the key's merchant when the key was read (none once they left). */
  issuerRoles: number[];
  /** The merchant's is_verify when the key was read. */
  isMerchantVerified: boolean;
}

/**
 * Keys change rarely and every signed request needs one: they are kept, decrypted, for KEY_CACHE_MS. A rotation
 * clears this process's entries at once (the rotating call and the /v1/ routes share the cache of their
 * database); another server process sees it within KEY_CACHE_MS. The issuer's roles are cached with the key, so a
 * change of the issuer's roles or membership reaches the key within KEY_CACHE_MS too.
 */
export const KEY_CACHE_MS = 1_000;

export interface ApiKeyCache {
  byKeyId(keyId: string): Promise<OpenKey | null>;
  activeSecret(merchantId: number): Promise<string | null>;
  /** Forgets a merchant's signing key and every key entry (after a rotation or a first key). */
  forget(merchantId: number): void;
}

export function createApiKeyCache(
  keys: Pick<ApiKeysRepository, 'byKeyId' | 'activeKey'>,
  serverSecret: Buffer,
  ttlMs: number,
): ApiKeyCache {
  // Each entry holds the lookup itself, from the moment it starts: the requests that find an entry missing or stale
  // together share one query (without it, every concurrent request of the second the entry expired queried: 0.4 key
  // lookups an order in the merchant-API bench, instead of one a second). An entry is as old as its lookup's start.
  const byId = new Map<string, { at: number; key: Promise<OpenKey | null> }>();
  const active = new Map<number, { at: number; secret: Promise<string | null> }>();
  const isFresh = (at: number) => Date.now() - at < ttlMs;
  const trim = <K, V>(map: Map<K, V>) => {
    if (map.size > 10_000) map.clear();
  };
  /** A failed lookup is not kept: the next request asks again. */
  const dropOnFailure = <K, V extends { at: number }>(map: Map<K, V>, key: K, entry: V, lookup: Promise<unknown>) =>
    lookup.catch(() => {
      if (map.get(key) === entry) map.delete(key);
    });

  async function openKey(keyId: string): Promise<OpenKey | null> {
    const stored = await keys.byKeyId(keyId);
    return (
      stored && {
        merchantId: stored.merchantId,
        keyId: stored.keyId,
        secret: openSecret(serverSecret, stored.keyId, stored.sealedSecret),
        isRetired: stored.isRetired,
        scopes: stored.scopes,
        issuerRoles: stored.issuerRoles,
        isMerchantVerified: stored.isMerchantVerified,
      }
    );
  }

  async function openActive(merchantId: number): Promise<string | null> {
    const stored = await keys.activeKey(merchantId);
    return stored && openSecret(serverSecret, stored.keyId, stored.sealedSecret);
  }

  return {
    byKeyId(keyId) {
      const cached = byId.get(keyId);
      if (cached && isFresh(cached.at)) return cached.key;
      const entry = { at: Date.now(), key: openKey(keyId) };
      trim(byId);
      byId.set(keyId, entry);
      void dropOnFailure(byId, keyId, entry, entry.key);
      return entry.key;
    },
    activeSecret(merchantId) {
      const cached = active.get(merchantId);
      if (cached && isFresh(cached.at)) return cached.secret;
      const entry = { at: Date.now(), secret: openActive(merchantId) };
      trim(active);
      active.set(merchantId, entry);
      void dropOnFailure(active, merchantId, entry, entry.secret);
      return entry.secret;
    },
    forget(merchantId) {
      // Every key entry goes (a lookup in flight may belong to this merchant): a rotation is rare, lookups cheap.
      active.delete(merchantId);
      byId.clear();
    },
  };
}

const caches = new WeakMap<Database, Map<string, ApiKeyCache>>();

/**
 * The key cache of a database and server secret (one per server process, shared by the key page's calls and /v1/).
 * Keyed by the secret too: two apps over one database with different secrets (the bench does this) must not open
 * keys with each other's secret.
 */
export function apiKeyCache(db: Database, serverSecret: Buffer): ApiKeyCache {
  let bySecret = caches.get(db);
  if (!bySecret) {
    bySecret = new Map();
    caches.set(db, bySecret);
  }
  const secretKey = serverSecret.toString('hex');
  let cache = bySecret.get(secretKey);
  if (!cache) {
    cache = createApiKeyCache(createApiKeysRepository(db), serverSecret, KEY_CACHE_MS);
    bySecret.set(secretKey, cache);
  }
  return cache;
}
