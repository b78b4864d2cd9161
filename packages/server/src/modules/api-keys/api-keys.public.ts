// What other areas use of api-keys (ARCHITECTURE.md, "Server areas and their public surfaces"): the key store's cache
// (the merchant API authenticates by it) and the signatures made with a key's secret (requests and notifications).
export { apiKeyCache, KEY_CACHE_MS, type ApiKeyCache } from './api-key-cache.ts';
export { notificationSignature, requestSignature, signaturesMatch } from './api-secret.ts';
