import type { MessageKey } from '@mbo/contracts/i18n';
import { RETURN_CODE, type ReturnCode } from '@mbo/contracts/envelope';

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'INVALID_TOKEN'
  | 'FORBIDDEN'
  | 'TWO_FACTOR_SETUP_REQUIRED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_LARGE'
  | 'RATE_LIMITED'
  | 'INTERNAL'
  | 'UNAVAILABLE';

const STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  INVALID_TOKEN: 401,
  FORBIDDEN: 403,
  TWO_FACTOR_SETUP_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/**
 * The one error type of the server. `messageKey` names the user-facing text in the shared catalogue; the
 * envelope plugin translates it into the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }

  /**
   * Fields the failure's envelope carries beside return_code and msg (a refused quote's fresh quote, say); the
   * call's summary names them. Empty for almost every error.
   */
  get payload(): Record<string, unknown> {
    return {};
  }

  get status(): number {
    return STATUS[this.code];
  }

  get returnCode(): ReturnCode {
    if (this.code === 'INVALID_TOKEN') return RETURN_CODE.invalidToken;
    return this.code === 'TWO_FACTOR_SETUP_REQUIRED' ? RETURN_CODE.twoFactorSetupRequired : RETURN_CODE.fail;
  }
}

export const badRequest = (key: MessageKey, params?: Record<string, string | number>) =>
  new AppError('BAD_REQUEST', key, params);
export const forbidden = (key: MessageKey) => new AppError('FORBIDDEN', key);
export const notFound = (key: MessageKey = 'errors.not_found') => new AppError('NOT_FOUND', key);
export const conflict = (key: MessageKey, params?: Record<string, string | number>) =>
  new AppError('CONFLICT', key, params);
/**
 * The session's user must set up two-step verification before this call: they are provider staff ('staff'), or a
 * merchant of theirs requires it ('merchant'); the message says which.
 */
export const twoFactorSetupRequired = (why: 'staff' | 'merchant' = 'merchant') =>
  new AppError(
    'TWO_FACTOR_SETUP_REQUIRED',
    why === 'staff' ? 'two_factor.setup_required_staff' : 'two_factor.setup_required',
  );
export const invalidToken = () => new AppError('INVALID_TOKEN', 'errors.invalid_token');
export const rateLimited = (key: MessageKey = 'errors.rate_limited', params?: Record<string, string | number>) =>
  new AppError('RATE_LIMITED', key, params);
/** A provider we depend on (SMS, e-mail) did not take the request: nothing was done, and trying later may work. */
export const unavailable = (key: MessageKey) => new AppError('UNAVAILABLE', key);
