import { z } from 'zod';
import type { Access } from '@mbo/contracts/calls/define';
import { calls, type CallName } from '@mbo/contracts/calls/index';

/** Who may make a call, in words (the API reference and the OpenAPI `x-access` note). */
export function describeAccess(access: Access): string {
  if (access.kind === 'public') return 'public (no session)';
  if (access.kind === 'session') return 'signed-in user';
  if (access.kind === 'provider') return `the provider's staff whose console role opens "${access.area}"`;
  if (access.kind === 'reseller')
    return access.level === 1 ? 'member of a reseller (level 1 only)' : 'member of a reseller or sub-reseller';
  return `member of the merchant in "${access.merchantField}" whose roles permit page "${access.page}"`;
}

const envelope = {
  type: 'object',
  required: ['return_code', 'success'],
  properties: {
    return_code: { type: 'string', enum: ['SUCCESS', 'FAIL', 'INVALID_TOKEN'] },
    success: { type: 'boolean' },
    msg: { type: 'string', description: "Message in the caller's language (Accept-Language)." },
  },
};

/** JSON Schema 2020-12, the dialect of OpenAPI 3.1 (`examples` and `const` are its words, not 3.0's). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return rest;
}

/** The session token from login, tokenLogin or autoLogin; the same token is accepted as the body's `token`. */
const SESSION_SCHEME = 'sessionToken';

/** An operation id from a call's path: letters, digits and `_` (`GroupUser/ChangePassword` → `GroupUser_ChangePassword`). */
const operationIdOf = (path: string) => path.replace(/[^A-Za-z0-9_]/g, '_');

/**
 * The OpenAPI 3.1 document of every call of the registry, generated at start. An alias is its own operation (the
 * same schemas, its own operation id), since generators key methods by operation id.
 */
export function buildOpenApi(serverUrl = '/'): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  const operationIds = new Set<string>();
  for (const name of Object.keys(calls) as CallName[]) {
    const def = calls[name];
    const request = jsonSchema(def.request, 'input');
    const isPublic = def.access.kind === 'public';
    if (!isPublic) {
      const properties = (request.properties ?? {}) as Record<string, unknown>;
      request.properties = {
        token: { type: 'string', description: 'Session token (or Authorization: Bearer).' },
        ...properties,
      };
    }
    const operation = {
      summary: def.summary,
      description: `Access: ${describeAccess(def.access)}.`,
      'x-access': def.access,
      security: isPublic ? [] : [{ [SESSION_SCHEME]: [] }],
      requestBody: { required: true, content: { 'application/json': { schema: request } } },
      responses: {
        '200': {
          description: 'SUCCESS',
          content: { 'application/json': { schema: { allOf: [envelope, jsonSchema(def.response, 'output')] } } },
        },
        '400': {
          description: 'FAIL: invalid input or a rule refused it',
          content: { 'application/json': { schema: envelope } },
        },
        '401': { description: 'INVALID_TOKEN', content: { 'application/json': { schema: envelope } } },
        '403': {
          description: 'FAIL: not a member of the merchant, or the role does not permit it',
          content: { 'application/json': { schema: envelope } },
        },
        '429': {
          description: 'FAIL: too many requests; wait the seconds in Retry-After',
          headers: {
            'Retry-After': { description: 'Seconds until the limit opens again.', schema: { type: 'integer' } },
          },
          content: { 'application/json': { schema: envelope } },
        },
      },
    };
    for (const path of [name, ...(def.aliases ?? [])]) {
      const operationId = operationIdOf(path);
      if (operationIds.has(operationId)) throw new Error(`Two calls would share the operation id ${operationId}`);
      operationIds.add(operationId);
      paths[`/api/${path}`] = { post: { operationId, ...operation } };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Merchant back-office API',
      version: '1.0.0',
      description:
        'Every call is POST /api/<name> with a JSON body; every answer is the envelope {return_code, success, msg, ...payload}. ' +
        'Calls other than the public ones need the session token that login answers: as Authorization: Bearer <token>, or as ' +
        'the token field of the body (as the web app sends it).',
    },
    servers: [{ url: serverUrl, description: 'This server' }],
    paths,
    components: {
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          description: 'The session token from login (data.token). Also accepted as the body field token.',
        },
      },
    },
  };
}
