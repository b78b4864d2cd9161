import { beforeAll, describe, expect, it } from 'vitest';
import { calls, type CallName } from '@mbo/contracts/calls/index';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { describeAccess } from './openapi.ts';
import { escapeMarkup } from '../../lib/markup.ts';

interface Operation {
  operationId: string;
  summary: string;
  'x-access': unknown;
  requestBody: {
    required: boolean;
    content: { 'application/json': { schema: { type?: string; properties?: Record<string, unknown> } } };
  };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}

const names = Object.keys(calls) as CallName[];

const server = serverForThisFile();

describe('GET /api-docs', () => {
  it('is an HTML page naming every call of the registry with its access and aliases', async () => {
    const response = await fetch(`${server.url}/api-docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('/api-docs/openapi.json');
    for (const name of names) {
      const section = html.slice(html.indexOf(`<section id="${escapeMarkup(name)}">`));
      expect(section, name).toContain(`POST /api/${escapeMarkup(name)}`);
      const own = section.slice(0, section.indexOf('</section>'));
      expect(own, name).toContain(escapeMarkup(describeAccess(calls[name].access)));
      for (const alias of calls[name].aliases ?? []) expect(own).toContain(`/api/${escapeMarkup(alias)}`);
    }
  });

  it('lists request fields of a call (ChooseMerchantRequest takes merchantid)', async () => {
    const html = await (await fetch(`${server.url}/api-docs`)).text();
    const section = html.slice(html.indexOf('<section id="ChooseMerchantRequest">'));
    expect(section.slice(0, section.indexOf('</section>'))).toMatch(
      /<code>merchantid<\/code><\/td><td>integer<\/td><td>yes/,
    );
  });
});

describe('GET /api-docs/openapi.json', () => {
  let document: OpenApiDocument;
  beforeAll(async () => {
    const response = await fetch(`${server.url}/api-docs/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    document = (await response.json()) as OpenApiDocument;
  });

  it('is an OpenAPI 3 document', () => {
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info.title).toBeTruthy();
    expect(document.info.version).toBeTruthy();
  });

  it('has a POST operation for every call and every alias, and nothing else', () => {
    const expected = names.flatMap((name) => [name, ...(calls[name].aliases ?? [])]).map((path) => `/api/${path}`);
    expect(Object.keys(document.paths).sort()).toEqual([...expected].sort());
    for (const path of expected) expect(Object.keys(document.paths[path]!)).toEqual(['post']);
  });

  it('describes each operation: request body schema, access, envelope responses', () => {
    const operationIds = new Set<string>();
    for (const name of names) {
      const operation = document.paths[`/api/${name}`]!.post!;
      operationIds.add(operation.operationId);
      expect(operation['x-access']).toEqual(calls[name].access);
      const schema = operation.requestBody.content['application/json'].schema;
      expect(operation.requestBody.required).toBe(true);
      expect(schema.type).toBe('object');
      if (calls[name].access.kind !== 'public') expect(schema.properties).toHaveProperty('token');
      const access = calls[name].access;
      if (access.kind === 'merchant') expect(schema.properties).toHaveProperty(access.merchantField);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
      expect(operation.responses['200']!.content?.['application/json']?.schema).toBeTruthy();
    }
    // operationIds are unique per call (aliases share their call's operation).
    expect(operationIds.size).toBe(names.length);
  });

  it('has no dangling $ref (zod may emit them for shared schemas)', () => {
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]*)"/g)].map((match) => match[1]!);
    for (const ref of refs) {
      expect(ref.startsWith('#/'), ref).toBe(true);
      const target = ref
        .slice(2)
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
      expect(target, ref).toBeTruthy();
    }
  });
});
