import type { FastifyInstance } from 'fastify';
import type { Gatekeeper } from '../../http/call-context.ts';
import type { MoneyDeps } from '../money-deps.ts';

/** Image upload (multipart field `img`) and serving (`/media/<token>`). */
export function registerMedia(_app: FastifyInstance, _deps: MoneyDeps, _gatekeeper: Gatekeeper): void {}
