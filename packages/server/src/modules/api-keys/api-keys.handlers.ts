import type { apiKeysCalls } from '@mbo/contracts/calls/api-keys';
import type { Handlers } from '../../http/call-context.ts';
import type { MoneyDeps } from '../money-deps.ts';
import { apiKeyCache } from './api-key-cache.ts';
import { createApiKeysRepository } from './api-keys.repository.ts';
import { createApiKeysService } from './api-keys.service.ts';

/** The key page's calls: the secret key (sent by SMS, rotated with a code) and the notify URL. */
export function createApiKeysHandlers(deps: MoneyDeps): Handlers<keyof typeof apiKeysCalls> {
  const keyCache = apiKeyCache(deps.db, deps.secret);
  const keys = createApiKeysService({
    keys: createApiKeysRepository(deps.db),
    codes: deps.codes,
    notifier: deps.notifier,
    serverSecret: deps.secret,
    resendMs: deps.config.codeResendMs,
    isPrivateNotifyAllowed: deps.config.webhookAllowPrivateTargets,
    onKeysChanged: (merchantId) => keyCache.forget(merchantId),
  });

  return {
    'merchant/send_secret_key': (ctx) => keys.sendSecretKey(ctx),
    async 'merchant/GetMerchantPublicKey'(ctx) {
      return { public_key: await keys.publicKey(ctx.merchant.id) };
    },
    'merchant/send_rotate_secret_key_code': (ctx) => keys.sendRotationCode(ctx),
    'merchant/rotate_secret_key': (ctx, body) => keys.rotate(ctx, body.code, body.scopes),
    async 'merchant/get_api_keys'(ctx) {
      return { keys: await keys.list(ctx) };
    },
    async 'merchant/get_api_settings'(ctx) {
      return { notify_url: await keys.notifyUrl(ctx.merchant.id) };
    },
    async 'merchant/set_api_settings'(ctx, body) {
      return { notify_url: await keys.setNotifyUrl(ctx, body.notify_url) };
    },
  };
}
