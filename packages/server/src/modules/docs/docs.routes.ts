import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildOpenApi } from './openapi.ts';
import { renderReferencePage } from './reference-page.ts';

/** The API reference, generated from the call registry once at start: /api-docs (HTML) and /api-docs/openapi.json. */
export function registerDocs(app: FastifyInstance): void {
  const openApi = buildOpenApi();
  const page = renderReferencePage((schema, io) => z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>);
  app.get('/api-docs/openapi.json', async () => openApi);
  app.get('/api-docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
}
