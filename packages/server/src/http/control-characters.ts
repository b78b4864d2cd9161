import type { FastifyInstance } from 'fastify';
import { CONTROL_CHARACTER } from '@mbo/contracts/field-rules';
import { badRequest } from '../lib/app-error.ts';

const isPlainObject = (value: object) => {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/** The path of the first string (or key) holding a control character, walking plain JSON values only. */
export function controlCharacterAt(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterAt(item, `${path}.${index}`);
      if (found) return found;
    }
    return undefined;
  }
  if (!isPlainObject(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = CONTROL_CHARACTER.test(key) ? path : controlCharacterAt(item, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Refuses control characters (field-rules.ts CONTROL_CHARACTER) in every string of every request — body, query and
 * path — before any schema or handler runs: one check for /api/ (the back-office and the pay page), /v1/ and the
 * rest, so no call can forget it and no NUL byte reaches PostgreSQL. Each scope's error handler words the 400.
 */
export function registerControlCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field =
      controlCharacterAt(request.body, '') ??
      controlCharacterAt(request.query, '') ??
      controlCharacterAt(request.params, '');
    if (field !== undefined)
      throw badRequest('validation.control_character', { field: field.replace(/^\./, '') || 'body' });
  });
}
