import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RATE_WINDOW_MS } from '../http/rate-limits.ts';
import type { SharedRateCounter } from '../lib/shared-rate-counter.ts';
import { sharedRateLimitStore } from './rate-limit-store.ts';

/**
 * A file of the built web app: @fastify/static registers one route per file and keeps the file's name in the
 * route's config. These are hashed, immutable and cached by browsers for a year; a page load asks for dozens of
 * them, so counting them would refuse an office behind one address its own scripts (issue 16).
 */
const isStaticFile = (request: FastifyRequest): boolean =>
  (request.routeOptions.config as { file?: unknown }).file !== undefined;

/**
 * The limiter of every route (@fastify/rate-limit, counting in PostgreSQL so every server process shares the
 * budgets: rate-limit-store.ts): RATE_LIMIT_PER_MINUTE per signed-in user, or per
 * client address when anonymous (`callerKey`). It runs once the body is parsed (preHandler), since the web sends
 * its session token in the body. Static files are never counted; a route opts out with `config.rateLimit: false`
 * (images) or sets its own limit. A refusal answers 429 with Retry-After and the envelope (plugins/errors.ts).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  perMinute: number,
  callerKey: (request: FastifyRequest) => Promise<string>,
  counter: SharedRateCounter,
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    store: sharedRateLimitStore(counter, RATE_WINDOW_MS),
    max: perMinute,
    timeWindow: RATE_WINDOW_MS,
    hook: 'preHandler',
    keyGenerator: callerKey,
    allowList: isStaticFile,
  });
}
