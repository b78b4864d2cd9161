import { pino, stdSerializers, type DestinationStream, type LogFn, type Logger, type LoggerOptions } from 'pino';
import { scrubQueryError } from './scrub-query-error.ts';

/** Structured JSON logs. Tokens, passwords, codes and cookies are redacted wherever they appear. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.token',
  '*.Password',
  '*.password',
  '*.VerificationCode',
  '*.code',
  '*.new_password',
  '*.origin_password',
];

/** Query parameters that carry a credential (the sign-in link's u_id and u_key, a token, a media link's signature). */
const SECRET_QUERY = /([?&](?:u_id|u_key|token|s)=)[^&#\s"]*/gi;
/**
 * Path segments that are a credential: a download link's token (/files/<token>/…). A store's pay link
 * (/pay/<token>) is not one: it is printed on the store's QR poster for every customer to see.
 */
const SECRET_PATH = /(\/files\/)[^/?#\s"]+/gi;
const redactQuery = (text: string) => text.replace(SECRET_QUERY, '$1[redacted]').replace(SECRET_PATH, '$1[redacted]');

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  hostname?: string;
  ip?: string;
}

/** The request line of "incoming request": as fastify's own serializer, with credentials in the query redacted. */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactQuery(request.url),
    host: request.host ?? request.hostname,
    remoteAddress: request.ip,
  };
}

/**
 * Errors as pino's standard serializer writes them, except that a failed query loses its values
 * (scrub-query-error.ts) and a system error code (ECONNREFUSED, a SQLSTATE …) moves to `error_code`: `*.code` is
 * redacted because verification codes go by that name.
 */
function serializeError(error: Error) {
  const { code, ...rest } = stdSerializers.err(error instanceof Error ? scrubQueryError(error) : error) as ReturnType<
    typeof stdSerializers.err
  > & { code?: unknown };
  return code === undefined ? rest : { ...rest, error_code: code };
}

/** `destination` defaults to stdout; tests pass a stream to read what would have been logged. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: { req: serializeRequest, err: serializeError },
    hooks: {
      // Messages quote URLs too (fastify's "Route GET:/login?u_id=… not found").
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg: unknown) => (typeof arg === 'string' ? redactQuery(arg) : arg)) as Parameters<LogFn>,
        );
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
