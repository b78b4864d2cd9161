import { pino, type Logger } from 'pino';

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

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' } });
}
