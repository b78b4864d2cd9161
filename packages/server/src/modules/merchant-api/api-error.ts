import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isMessageKey, languageFromHeader, translate, type MessageKey } from '@mbo/contracts/i18n';
import { AppError } from '../../lib/app-error.ts';

/**
 * An error of the merchant API: an HTTP status, a stable code for programs and a catalogue key for people. The
 * rules shared with the back-office (refund amounts, the gateway's) throw AppError; their code is the message
 * key's last part (refunds.refund_amount_max → refund_amount_max), so every refusal keeps a distinct code.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

export const unauthorized = (reason: string) => new ApiError(401, reason, `merchant_api.${reason}` as MessageKey);
export const apiNotFound = (what: 'order' | 'refund' | 'store' | 'not' = 'not') =>
  new ApiError(404, what === 'not' ? 'not_found' : `${what}_not_found`, `merchant_api.${what}_not_found` as MessageKey);

/** A zod failure: the schema's own catalogue message, or "the field X is missing or not valid". */
export function validationError(error: z.ZodError): ApiError {
  const issue = error.issues[0];
  if (issue && isMessageKey(issue.message)) return new ApiError(400, issue.message.split('.').pop()!, issue.message);
  return new ApiError(400, 'field_invalid', 'merchant_api.field_invalid', { field: issue?.path.join('.') || 'body' });
}

export interface ErrorBody {
  error: { code: string; message: string };
}

export function errorBody(request: FastifyRequest, error: ApiError): ErrorBody {
  const language = languageFromHeader(request.headers['accept-language']);
  return { error: { code: error.code, message: translate(language, error.messageKey, error.params) } };
}

/** Any failure as an ApiError: ours, the shared rules' AppError, fastify's (bad JSON, too large), or a 5xx. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AppError)
    return new ApiError(error.status, error.messageKey.split('.').pop()!, error.messageKey, error.params);
  const status = (error as FastifyError).statusCode ?? 500;
  if (status === 413) return new ApiError(413, 'body_too_large', 'errors.body_too_large');
  if (status === 429) return new ApiError(429, 'rate_limited', 'errors.rate_limited');
  if (status >= 400 && status < 500) return new ApiError(400, 'body_invalid', 'merchant_api.body_invalid');
  return new ApiError(500, 'internal', 'merchant_api.internal');
}

/** The /v1/ scope's error and not-found answers: `{"error": {...}}`, never the /api/ envelope; a 5xx never leaks. */
export function registerApiErrors(scope: FastifyInstance): void {
  scope.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const apiError = toApiError(error);
    if (apiError.status >= 500) request.log.error({ err: error }, 'merchant API request failed');
    return reply.status(apiError.status).send(errorBody(request, apiError));
  });
  scope.setNotFoundHandler((request, reply) => reply.status(404).send(errorBody(request, apiNotFound())));
}
