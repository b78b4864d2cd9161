import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RETURN_CODE } from '@mbo/contracts/envelope';
import { languageFromHeader, translate, type MessageKey } from '@mbo/contracts/i18n';
import { AppError } from '../lib/app-error.ts';

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  returnCode: string,
  key: MessageKey,
  params = {},
  payload: Record<string, unknown> = {},
) {
  const language = languageFromHeader(request.headers['accept-language']);
  return reply
    .status(status)
    .send({ ...payload, return_code: returnCode, success: false, msg: translate(language, key, params) });
}

/** What an unknown path gets instead of the 404 envelope (the SPA's index.html for client routes); null: the envelope. */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | null;
const fallbacks = new WeakMap<FastifyInstance, NotFoundFallback>();

/**
 * Lets a later plugin answer unknown paths first (fastify allows one not-found handler per instance, and it is
 * set here so the server without the SPA answers unknown paths with the envelope too).
 */
export function setNotFoundFallback(app: FastifyInstance, fallback: NotFoundFallback): void {
  fallbacks.set(app, fallback);
}

/** The one error handler: every failure leaves as the envelope, in the caller's language; a 5xx never leaks. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => fallbacks.get(app)?.(request, reply) ?? apiNotFound(request, reply));
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500)
        request.log.error({ err: error.cause instanceof Error ? error.cause : error }, 'call failed');
      return send(request, reply, error.status, error.returnCode, error.messageKey, error.params, error.payload);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return send(request, reply, 429, RETURN_CODE.fail, 'errors.rate_limited');
    if (status === 413) return send(request, reply, 413, RETURN_CODE.fail, 'errors.body_too_large');
    if (status >= 400 && status < 500) return send(request, reply, status, RETURN_CODE.fail, 'validation.body_invalid');
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, 500, RETURN_CODE.fail, 'errors.internal');
  });
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(request, reply, 404, RETURN_CODE.fail, 'errors.not_found');
}
