import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForThisFile } from '../../../test/support/harness.ts';

// Both references as the server serves them, through two maintained validators: the OpenAPI 3.1 JSON schema
// (@seriousme/openapi-schema-validator) and Redocly's linter with its recommended rules (what `redocly lint` runs).
const DOCUMENTS = { 'back-office': '/api-docs/openapi.json', 'merchant API': '/api-docs/v1/openapi.json' };

const server = serverForThisFile();

describe.each(Object.entries(DOCUMENTS))('the %s OpenAPI document', (_name, path) => {
  let source: string;
  beforeAll(async () => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    source = await response.text();
  });

  it('is valid OpenAPI 3.1 by its JSON schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(source) as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('passes redocly lint (recommended rules) without an error', async () => {
    const problems = await lintFromString({
      source,
      absoluteRef: `${server.url}${path}`,
      config: await createConfig({ extends: ['recommended'] }),
    });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
    // The one warning left: no licence is declared (the product's licence is not this document's to state).
    expect(problems.map((problem) => problem.ruleId)).toEqual(['info-license']);
  });
});

describe('the back-office document', () => {
  it('declares how each call is authorised: the bearer session token, or nothing for public calls', async () => {
    const document = (await (await fetch(`${server.url}/api-docs/openapi.json`)).json()) as {
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
      paths: Record<string, { post: { operationId: string; security: Record<string, string[]>[] } }>;
    };
    expect(document.components.securitySchemes.sessionToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.paths['/api/login']!.post.security).toEqual([]);
    expect(document.paths['/api/get_person_info']!.post.security).toEqual([{ sessionToken: [] }]);
    const ids = Object.values(document.paths).map((item) => item.post.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
