import { canAccessPage } from '@mbo/contracts/access';
import {
  API_KEY_ROTATION_MSG_TYPE,
  API_KEY_STATUS,
  DEFAULT_API_KEY_SCOPES,
  type ApiKeyRow,
  type ApiKeyScope,
} from '@mbo/contracts/calls/api-keys';
import { translate } from '@mbo/contracts/i18n';
import type { MerchantContext } from '../../http/call-context.ts';
import { badRequest, rateLimited } from '../../lib/app-error.ts';
import { type CodesService, guesserKey } from '../auth/auth.public.ts';
import type { Notifier } from '../../notify/notifier.ts';
import { newApiKey, openSecret, sealSecret } from './api-secret.ts';
import type { ApiKeysRepository } from './api-keys.repository.ts';
import { isPrivateUrl } from '../webhooks/webhooks.public.ts';

export interface ApiKeysServiceDeps {
  keys: ApiKeysRepository;
  codes: CodesService;
  notifier: Notifier;
  serverSecret: Buffer;
  /** One secret-key SMS per user and merchant within this window (the code resend window, 60 s). */
  resendMs: number;
  isPrivateNotifyAllowed: boolean;
  /** Called when a merchant's keys change (the key cache forgets them). */
  onKeysChanged: (merchantId: number) => void;
}

interface Phone {
  countryCode: string;
  phone: string;
}

/** "+61 ******0001": enough to recognise, not enough to learn. */
const masked = ({ countryCode, phone }: Phone) =>
  `${countryCode} ${'*'.repeat(Math.max(0, phone.length - 4))}${phone.slice(-4)}`;
const smsRecipient = ({ countryCode, phone }: Phone) => `${countryCode} ${phone}`;
/** Rotation codes are bound to the account they went to and to the merchant whose key they rotate. */
const rotationAccount = (phone: Phone) => `phone:${smsRecipient(phone)}`;
const rotationBinding = (merchantId: number) => `rotate_api_key:${merchantId}`;

/**
 * The secret key's life: created on first use with the scopes orders and read, sent only by SMS to the signed-in
 * user's phone (never in a response or a log) and only to the user who issued it (a key acts within its issuer's
 * rights, so handing it to someone else would lend them those rights); a new key with chosen scopes is issued with
 * an SMS code (the old key is refused from then on), the refunds scope only by someone who may refund. Every step is
 * audited without the secret.
 */
export function createApiKeysService(deps: ApiKeysServiceDeps) {
  async function phoneOf(userId: number): Promise<Phone> {
    const phone = await deps.keys.userPhone(userId);
    if (!phone) throw badRequest('api_keys.phone_required');
    return phone;
  }

  async function sendKey(ctx: MerchantContext, phone: Phone, keyId: string, sealed: string): Promise<void> {
    const secret = openSecret(deps.serverSecret, keyId, sealed);
    await deps.notifier.send({
      channel: 'sms',
      recipient: smsRecipient(phone),
      subject: translate(ctx.language, 'api_keys.secret_key_subject'),
      body: translate(ctx.language, 'api_keys.secret_key_sms', { secret, key_id: keyId }),
    });
  }

  async function holdResendWindow(ctx: MerchantContext): Promise<void> {
    const last = await deps.keys.lastKeySentAt(ctx.session.userId);
    const waitMs = last === null ? 0 : last.getTime() + deps.resendMs - Date.now();
    if (waitMs > 0) throw rateLimited('api_keys.secret_key_wait', { seconds: Math.ceil(waitMs / 1000) });
  }

  return {
    async publicKey(merchantId: number): Promise<string> {
      return (await deps.keys.activeKey(merchantId))?.keyId ?? '';
    },

    async sendSecretKey(ctx: MerchantContext): Promise<{ phone: string; msg: string }> {
      const merchantId = ctx.merchant.id;
      const phone = await phoneOf(ctx.session.userId);
      let key = await deps.keys.activeKey(merchantId);
      if (key && key.issuedBy !== ctx.session.userId) {
        throw badRequest('api_keys.key_not_yours', {
          name: (await deps.keys.issuerName(merchantId, key.issuedBy)) || '—',
        });
      }
      await holdResendWindow(ctx);
      const isCreated = key === null;
      if (!key) {
        const fresh = newApiKey();
        // Two first uses at once: one insert wins; the other's user is not its issuer and is refused below.
        const sealed = sealSecret(deps.serverSecret, fresh.keyId, fresh.secret);
        await deps.keys.insertFirst(merchantId, fresh.keyId, sealed, ctx.session.userId, DEFAULT_API_KEY_SCOPES);
        deps.onKeysChanged(merchantId);
        key = await deps.keys.activeKey(merchantId);
        if (!key) throw new Error('API key missing after insert');
        if (key.issuedBy !== ctx.session.userId)
          throw badRequest('api_keys.key_not_yours', { name: await deps.keys.issuerName(merchantId, key.issuedBy) });
      }
      await sendKey(ctx, phone, key.keyId, key.sealedSecret);
      await deps.keys.audit({
        action: isCreated ? 'api_key_created' : 'api_key_sent',
        merchantId,
        userId: ctx.session.userId,
        ip: ctx.ip,
        detail: { key_id: key.keyId, scopes: key.scopes, sent_to: masked(phone) },
      });
      return {
        phone: masked(phone),
        msg: translate(ctx.language, 'api_keys.secret_key_sent', { phone: masked(phone) }),
      };
    },

    async sendRotationCode(ctx: MerchantContext): Promise<{ sent_to: string }> {
      const phone = await phoneOf(ctx.session.userId);
      await deps.codes.send(
        API_KEY_ROTATION_MSG_TYPE,
        { account: rotationAccount(phone), channel: 'sms', recipient: smsRecipient(phone) },
        ctx.language,
        rotationBinding(ctx.merchant.id),
      );
      return { sent_to: masked(phone) };
    },

    /** Issues a new key with `scopes` (retiring the current one); the rules are checked before the code is spent. */
    async rotate(
      ctx: MerchantContext,
      code: string,
      scopes: readonly ApiKeyScope[],
    ): Promise<{ public_key: string; phone: string; msg: string }> {
      const merchantId = ctx.merchant.id;
      if (scopes.includes('refunds') && !canAccessPage(ctx.merchant.roles, 'transactionDetail'))
        throw badRequest('api_keys.refund_scope_not_allowed');
      const phone = await phoneOf(ctx.session.userId);
      await deps.codes.verify(API_KEY_ROTATION_MSG_TYPE, rotationAccount(phone), code, {
        guesser: guesserKey(ctx.session.userId),
        binding: rotationBinding(merchantId),
      });
      const fresh = newApiKey();
      const sealed = sealSecret(deps.serverSecret, fresh.keyId, fresh.secret);
      const retiredKeyId = await deps.keys.rotate(merchantId, fresh.keyId, sealed, ctx.session.userId, scopes);
      deps.onKeysChanged(merchantId);
      await sendKey(ctx, phone, fresh.keyId, sealed);
      await deps.keys.audit({
        action: 'api_key_rotated',
        merchantId,
        userId: ctx.session.userId,
        ip: ctx.ip,
        detail: { key_id: fresh.keyId, scopes, retired_key_id: retiredKeyId, sent_to: masked(phone) },
      });
      return {
        public_key: fresh.keyId,
        phone: masked(phone),
        msg: translate(ctx.language, 'api_keys.secret_key_sent', { phone: masked(phone) }),
      };
    },

    async list(ctx: MerchantContext): Promise<ApiKeyRow[]> {
      const rows = await deps.keys.list(ctx.merchant.id);
      return rows.map((row) => ({
        key_id: row.key_id,
        scopes: row.scopes,
        issued_by: row.issuer_name ?? '',
        issued_at: row.issued_at,
        status: row.retired_at === null ? API_KEY_STATUS.active : API_KEY_STATUS.retired,
        retired_at: row.retired_at,
        is_mine: row.issued_by === ctx.session.userId,
      }));
    },

    async notifyUrl(merchantId: number): Promise<string> {
      return (await deps.keys.notifyUrl(merchantId)) ?? '';
    },

    async setNotifyUrl(ctx: MerchantContext, notifyUrl: string): Promise<string> {
      if (notifyUrl !== '' && !deps.isPrivateNotifyAllowed && isPrivateUrl(notifyUrl))
        throw badRequest('webhooks.notify_url_private');
      await deps.keys.setNotifyUrl(ctx.merchant.id, notifyUrl || null);
      await deps.keys.audit({
        action: 'api_settings_changed',
        merchantId: ctx.merchant.id,
        userId: ctx.session.userId,
        ip: ctx.ip,
        detail: { notify_url: notifyUrl },
      });
      return notifyUrl;
    },
  };
}
export type ApiKeysService = ReturnType<typeof createApiKeysService>;
