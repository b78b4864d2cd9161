import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MERCHANT_API_DOCS_PATH } from '@mbo/contracts/calls/api-keys';
import { buildMerchantApiOpenApi } from './merchant-api-openapi.ts';
import { renderMerchantApiPage } from './merchant-api-page.ts';
import { buildOpenApi } from './openapi.ts';
import { renderReferencePage } from './reference-page.ts';

/**
 * The API references, generated once at start: the back-office calls from the registry (/api-docs, HTML, and
 * /api-docs/openapi.json) and the merchant payment API from its schemas (/api-docs/v1 and /api-docs/v1/openapi.json).
 */
export function registerDocs(app: FastifyInstance): void {
  const openApi = buildOpenApi();
  const page = renderReferencePage(
    (schema, io) => z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>,
  );
  app.get('/api-docs/openapi.json', async () => openApi);
  app.get('/api-docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));

  // The merchant payment API (/v1/): its own OpenAPI document and guide.
  const merchantApi = buildMerchantApiOpenApi('/');
  const merchantApiPage = renderMerchantApiPage();
  app.get(`${MERCHANT_API_DOCS_PATH}/openapi.json`, async () => merchantApi);
  app.get(MERCHANT_API_DOCS_PATH, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(merchantApiPage),
  );
}
