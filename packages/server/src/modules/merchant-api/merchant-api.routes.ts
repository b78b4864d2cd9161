import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { byAddress } from '../../http/caller-key.ts';
import type { SharedRateCounter } from '../../lib/shared-rate-counter.ts';
import type { Gateway } from '../gateway/gateway.public.ts';
import type { MoneyDeps } from '../money-deps.ts';
import { createRefundRulesFor } from '../refunds/refunds.public.ts';
import { apiKeyCache } from '../api-keys/api-keys.public.ts';
import { ApiError, errorBody, registerApiErrors, toApiError, validationError } from './api-error.ts';
import {
  createMerchantRateLimiter,
  createNonceLog,
  createRequestAuthenticator,
  type ApiCaller,
} from './authenticate.ts';
import { createIdempotency, IN_PROGRESS, requestHash, type IdempotencyStart } from './idempotency.ts';
import { checkKeyRights, type KeyNeed } from './key-rights.ts';
import { createMerchantApiRepository } from './merchant-api.repository.ts';
import { createMerchantApiService } from './merchant-api.service.ts';
import { createOrderBody, refundBody } from './v1-schemas.ts';

export const MERCHANT_API_PREFIX = '/v1';

declare module 'fastify' {
  interface FastifyRequest {
    apiCaller?: ApiCaller;
    /** A signed request's nonce left for `once` to record with the Idempotency-Key claim (one statement). */
    unrecordedNonce?: string;
  }
  interface FastifyContextConfig {
    /** The route answers through `once` (Idempotency-Key), which records the request's nonce. */
    isIdempotent?: boolean;
    /** What the route does, checked against the key's scopes and its issuer's rights (key-rights.ts). */
    keyNeed?: KeyNeed;
  }
}

function parsed<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw validationError(result.error);
  return result.data;
}

const caller = (request: FastifyRequest): ApiCaller => request.apiCaller!;
const ref = z.string().min(1).max(64);

/**
 * The merchant payment API under /v1/ (HMAC-signed requests, Idempotency-Key, per-merchant rate limit, its own
 * JSON and error shapes). Its notifications are delivered by the relay, which the composition root (app.ts) builds.
 */
export function registerMerchantApi(
  app: FastifyInstance,
  deps: MoneyDeps,
  gateway: Gateway,
  rateCounter: SharedRateCounter,
): void {
  const { config } = deps;
  const keys = apiKeyCache(deps.db, deps.secret);
  const idempotency = createIdempotency(deps.db);
  const authenticate = createRequestAuthenticator(keys);
  const recordNonce = createNonceLog(deps.db);
  const admit = createMerchantRateLimiter(rateCounter, config.merchantApiRateLimitPerMinute);
  const service = createMerchantApiService({
    gateway,
    repository: createMerchantApiRepository(deps.db),
    refundRules: createRefundRulesFor(deps.db, deps.refundPath),
    isPrivateNotifyAllowed: config.webhookAllowPrivateTargets,
    log: app.log,
  });

  type Answer = { status: number; body: unknown };

  /**
   * A POST with an Idempotency-Key: claims the key, runs, stores the final answer (not a 5xx). A replay answers
   * the stored status and body with `Idempotent-Replayed: true`. `recover` finds what an earlier attempt with the
   * key created when that attempt holds the key without an answer (it died after creating, or is still running):
   * the retry is answered that, rather than 409.
   */
  async function once(
    request: FastifyRequest,
    reply: FastifyReply,
    run: () => Promise<Answer>,
    recover?: (key: string) => Promise<Answer | null>,
  ) {
    const key = request.headers['idempotency-key'];
    const { merchantId } = caller(request);
    const nonce = request.unrecordedNonce;
    request.unrecordedNonce = undefined;
    if (key === undefined || typeof key !== 'string' || !idempotency.isValidKey(key)) {
      if (nonce !== undefined) await recordNonce(merchantId, nonce);
      if (key !== undefined) throw new ApiError(400, 'idempotency_key_invalid', 'merchant_api.idempotency_key_invalid');
      const answer = await run();
      return reply.status(answer.status).send(answer.body);
    }
    if (nonce === undefined) throw new Error('once() runs on routes marked isIdempotent only');
    let start: IdempotencyStart;
    try {
      start = await idempotency.start(
        merchantId,
        nonce,
        key,
        request.method,
        request.url,
        requestHash(request.method, request.url, request.rawBody ?? ''),
      );
    } catch (error) {
      const recovered = error instanceof ApiError && error.code === IN_PROGRESS && recover ? await recover(key) : null;
      if (!recovered) throw error;
      // Not stored: the first attempt, if it still runs, stores its own answer; if it died, the next retry recovers
      // again, or takes the key over after 60 s and meets the same order through the gateway.
      return reply.status(recovered.status).send(recovered.body);
    }
    if (start.kind === 'replay')
      return reply.status(start.status).header('idempotent-replayed', 'true').send(start.body);
    let answer: { status: number; body: unknown };
    try {
      answer = await run();
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.status >= 500) {
        await idempotency.release(merchantId, key);
        throw error;
      }
      // A refusal is a final answer too: a retry gets the same one.
      answer = { status: apiError.status, body: errorBody(request, apiError) };
    }
    await idempotency.complete(merchantId, key, answer.status, answer.body);
    return reply.status(answer.status).send(answer.body);
  }

  void app.register(
    async (v1) => {
      registerApiErrors(v1);
      // The signature covers the body's exact bytes: keep them, then parse.
      v1.removeContentTypeParser('application/json');
      v1.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
        const text = body as string;
        request.rawBody = text;
        if (text === '') return done(null, undefined);
        try {
          done(null, JSON.parse(text));
        } catch {
          done(new ApiError(400, 'body_invalid', 'merchant_api.body_invalid'), undefined);
        }
      });
      v1.addHook('preHandler', async (request) => {
        const { nonce, ...apiCaller } = await authenticate(request);
        await admit(apiCaller.merchantId);
        checkKeyRights(apiCaller, request.routeOptions.config.keyNeed);
        request.apiCaller = apiCaller;
        // An idempotent route records the nonce with its key's claim; any other, now.
        if (request.routeOptions.config.isIdempotent) request.unrecordedNonce = nonce;
        else await recordNonce(apiCaller.merchantId, nonce);
      });
      // The per-merchant limit is `admit` above (shared by every process); this per-address one only stops an
      // unsigned flood early (onRequest), in this process's memory (rate-limit-store.ts).
      const rateLimit = {
        max: Math.max(config.rateLimitPerMinute, config.merchantApiRateLimitPerMinute),
        hook: 'onRequest' as const,
        keyGenerator: byAddress,
        isInProcess: true,
      };
      const readRoute = (keyNeed: KeyNeed) => ({ config: { rateLimit, keyNeed } });
      const idempotentRoute = (keyNeed: KeyNeed) => ({ config: { rateLimit, keyNeed, isIdempotent: true } });

      v1.post('/orders', idempotentRoute('create_order'), async (request, reply) => {
        const key = request.headers['idempotency-key'];
        return once(
          request,
          reply,
          async () => ({
            status: 201,
            body: {
              order: await service.createOrder(
                caller(request),
                parsed(createOrderBody, request.body),
                typeof key === 'string' ? key : null,
              ),
            },
          }),
          async (claimedKey) => {
            const order = await service.orderCreatedBy(
              caller(request),
              parsed(createOrderBody, request.body).out_trade_no,
              claimedKey,
            );
            return order ? { status: 201, body: { order } } : null;
          },
        );
      });
      v1.get('/orders', readRoute('read_order'), async (request) => {
        const query = parsed(z.object({ out_trade_no: ref }), request.query);
        return { order: await service.findOrder(caller(request), { outTradeNo: query.out_trade_no }) };
      });
      v1.get('/orders/:order_no', readRoute('read_order'), async (request) => {
        const params = parsed(z.object({ order_no: ref }), request.params);
        return { order: await service.findOrder(caller(request), { orderNo: params.order_no }) };
      });
      v1.post('/orders/:order_no/refunds', idempotentRoute('create_refund'), async (request, reply) =>
        once(request, reply, async () => {
          const params = parsed(z.object({ order_no: ref }), request.params);
          const result = await service.refund(
            caller(request),
            params.order_no,
            parsed(refundBody, request.body),
            request.ip,
          );
          return { status: result.isNew ? 201 : 200, body: { refund: result.refund } };
        }),
      );
      v1.get('/refunds/:out_refund_no', readRoute('read_refund'), async (request) => {
        const params = parsed(z.object({ out_refund_no: ref }), request.params);
        return { refund: await service.findRefund(caller(request), params.out_refund_no) };
      });
    },
    { prefix: MERCHANT_API_PREFIX },
  );
}
