import { z } from 'zod';
import type { Access } from '@mbo/contracts/calls/define';
import { calls, type CallName } from '@mbo/contracts/calls/index';

/** Who may make a call, in words (the API reference and the OpenAPI `x-access` note). */
export function describeAccess(access: Access): string {
  if (access.kind === 'public') return 'public (no session)';
  if (access.kind === 'session') return 'signed-in user';
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

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as Record<string, unknown>;

/** The OpenAPI 3 document of every call of the registry (aliases included), generated at start. */
export function buildOpenApi(): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (const name of Object.keys(calls) as CallName[]) {
    const def = calls[name];
    const request = jsonSchema(def.request, 'input');
    if (def.access.kind !== 'public') {
      const properties = (request.properties ?? {}) as Record<string, unknown>;
      request.properties = { token: { type: 'string', description: 'Session token (or Authorization: Bearer).' }, ...properties };
    }
    const operation = {
      operationId: name.replaceAll('/', '_'),
      summary: def.summary,
      description: `Access: ${describeAccess(def.access)}.`,
      'x-access': def.access,
      requestBody: { required: true, content: { 'application/json': { schema: request } } },
      responses: {
        '200': { description: 'SUCCESS', content: { 'application/json': { schema: { allOf: [envelope, jsonSchema(def.response, 'output')] } } } },
        '400': { description: 'FAIL: invalid input or a rule refused it', content: { 'application/json': { schema: envelope } } },
        '401': { description: 'INVALID_TOKEN', content: { 'application/json': { schema: envelope } } },
        '403': { description: 'FAIL: not a member of the merchant, or the role does not permit it', content: { 'application/json': { schema: envelope } } },
        '429': { description: 'FAIL: too many requests', content: { 'application/json': { schema: envelope } } },
      },
    };
    for (const path of [name, ...(def.aliases ?? [])]) paths[`/api/${path}`] = { post: operation };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Merchant back-office API',
      version: '1.0.0',
      description: 'Every call is POST /api/<name> with a JSON body; every answer is the envelope {return_code, success, msg, ...payload}.',
    },
    paths,
  };
}
