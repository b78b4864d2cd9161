import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { merchantApiKeys } from '@mbo/db/schema-gateway';
import { memberWithRoles } from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { createApiKeyCache } from './api-key-cache.ts';
import { createApiKeysRepository } from './api-keys.repository.ts';
import { newApiKey, sealSecret } from './api-secret.ts';

const server = serverForThisFile({ WEBHOOK_RELAY_INTERVAL_MS: '0' });

/** A key of a new merchant, issued by its owner, sealed under `secret`; the real repository, its lookups counted. */
async function keyAndCountedRepository(secret: Buffer) {
  const owner = await memberWithRoles(server, [1]);
  const key = newApiKey();
  await server.db.insert(merchantApiKeys).values({
    merchantId: owner.merchant.id,
    keyId: key.keyId,
    secretCiphertext: sealSecret(secret, key.keyId, key.secret),
    createdBy: owner.user.id,
    scopes: ['orders', 'read'],
  });
  const repository = createApiKeysRepository(server.db);
  const lookups = { byKeyId: 0, activeKey: 0 };
  const counted = {
    byKeyId: (keyId: string) => ((lookups.byKeyId += 1), repository.byKeyId(keyId)),
    activeKey: (merchantId: number) => ((lookups.activeKey += 1), repository.activeKey(merchantId)),
  };
  return { owner, key, lookups, counted };
}

describe('the API key cache', () => {
  it('answers the requests that find a key missing together with one lookup', async () => {
    const secret = randomBytes(32);
    const { owner, key, lookups, counted } = await keyAndCountedRepository(secret);
    const cache = createApiKeyCache(counted, secret, 60_000);

    const opened = await Promise.all(Array.from({ length: 20 }, () => cache.byKeyId(key.keyId)));
    const secrets = await Promise.all(Array.from({ length: 20 }, () => cache.activeSecret(owner.merchant.id)));

    expect(lookups).toEqual({ byKeyId: 1, activeKey: 1 });
    expect(new Set(opened.map((entry) => entry?.secret))).toEqual(new Set([key.secret]));
    expect(opened[0]).toMatchObject({
      merchantId: owner.merchant.id,
      isRetired: false,
      scopes: ['orders', 'read'],
      issuerRoles: [1],
    });
    expect(new Set(secrets)).toEqual(new Set([key.secret]));
  });

  it('reads a key again once its entry is older than the cache time, and at once after forget (a rotation)', async () => {
    const secret = randomBytes(32);
    const { owner, key, lookups, counted } = await keyAndCountedRepository(secret);
    const cache = createApiKeyCache(counted, secret, 50);

    await cache.byKeyId(key.keyId);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await cache.byKeyId(key.keyId);
    expect(lookups.byKeyId).toBe(2);

    const lasting = createApiKeyCache(counted, secret, 60_000);
    await lasting.byKeyId(key.keyId);
    await lasting.byKeyId(key.keyId);
    lasting.forget(owner.merchant.id);
    await lasting.byKeyId(key.keyId);
    expect(lookups.byKeyId).toBe(4);
  });
});
