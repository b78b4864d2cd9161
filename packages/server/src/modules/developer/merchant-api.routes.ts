import type { FastifyInstance } from 'fastify';
import type { Gateway } from '../gateway/gateway.ts';
import type { MoneyDeps } from '../money-deps.ts';

/** The merchant payment API under /v1/ (HMAC-signed requests, Idempotency-Key) and the notification relay. */
export function registerMerchantApi(_app: FastifyInstance, _deps: MoneyDeps, _gateway: Gateway): void {}
