import type { developerCalls } from '@mbo/contracts/calls/developer';
import type { Handlers } from '../../http/call-context.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Gateway } from '../gateway/gateway.public.ts';
import type { MoneyDeps } from '../money-deps.ts';
import { apiKeyCache } from './api-key-cache.ts';
import { createApiKeysRepository } from './api-keys.repository.ts';
import { createDeveloperService } from './developer.service.ts';
import { createNotificationsRepository } from './notifications.repository.ts';

/** The developer page's calls: the secret key (sent by SMS, rotated with a code), the notify URL, the delivery log. */
export function createDeveloperHandlers(deps: MoneyDeps, _gateway: Gateway): Handlers<keyof typeof developerCalls> {
  const notifications = createNotificationsRepository(deps.db);
  const keyCache = apiKeyCache(deps.db, deps.secret);
  const developer = createDeveloperService({
    keys: createApiKeysRepository(deps.db),
    codes: deps.codes,
    notifier: deps.notifier,
    serverSecret: deps.secret,
    resendMs: deps.config.codeResendMs,
    isPrivateNotifyAllowed: deps.config.webhookAllowPrivateTargets,
    onKeysChanged: (merchantId) => keyCache.forget(merchantId),
  });

  return {
    'merchant/send_secret_key': (ctx) => developer.sendSecretKey(ctx),
    async 'merchant/GetMerchantPublicKey'(ctx) {
      return { public_key: await developer.publicKey(ctx.merchant.id) };
    },
    'merchant/send_rotate_secret_key_code': (ctx) => developer.sendRotationCode(ctx),
    'merchant/rotate_secret_key': (ctx, body) => developer.rotate(ctx, body.code, body.scopes),
    async 'merchant/get_api_keys'(ctx) {
      return { keys: await developer.list(ctx) };
    },
    async 'merchant/get_api_settings'(ctx) {
      return { notify_url: await developer.notifyUrl(ctx.merchant.id) };
    },
    async 'merchant/set_api_settings'(ctx, body) {
      return { notify_url: await developer.setNotifyUrl(ctx, body.notify_url) };
    },
    async 'merchant/get_notification_list'(ctx, body) {
      return { page_data: await notifications.list(ctx.merchant.id, body.page_index, body.page_size, body.status) };
    },
    async 'merchant/get_notification_attempts'(ctx, body) {
      const attempts = await notifications.attempts(ctx.merchant.id, body.event_id);
      if (!attempts) throw notFound();
      return { attempts };
    },
  };
}
