import type { FastifyInstance } from 'fastify';
import type { MoneyDeps } from '../money-deps.ts';

/** Image upload (multipart field `img`) and serving (`/media/<token>`), and the store QR poster. */
export function registerMedia(_app: FastifyInstance, _deps: MoneyDeps): void {}
