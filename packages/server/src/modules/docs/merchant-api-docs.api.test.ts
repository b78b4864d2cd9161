import { describe, expect, it } from 'vitest';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { createOrderBody, refundBody } from '../merchant-api/merchant-api.public.ts';

interface Document {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: {
          content: { 'application/json': { schema: { properties: Record<string, unknown>; required: string[] } } };
        };
        responses: Record<string, unknown>;
      }
    >
  >;
  webhooks: Record<string, unknown>;
  components: {
    securitySchemes: Record<string, { name: string }>;
    schemas: Record<string, { properties: Record<string, unknown> }>;
  };
}

const server = serverForThisFile({ WEBHOOK_RELAY_INTERVAL_MS: '0' });

describe('the merchant API documentation', () => {
  it('serves an OpenAPI 3.1 document of /v1/ built from the same schemas the routes parse', async () => {
    const response = await fetch(`${server.url}/api-docs/v1/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as Document;
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual([
      '/v1/orders',
      '/v1/orders/{order_no}',
      '/v1/orders/{order_no}/refunds',
      '/v1/refunds/{out_refund_no}',
    ]);
    const create = document.paths['/v1/orders']!.post!.requestBody!.content['application/json'].schema;
    expect(Object.keys(create.properties).sort()).toEqual(Object.keys(createOrderBody.shape).sort());
    expect(create.required).toEqual(expect.arrayContaining(['amount', 'currency', 'source_type', 'out_trade_no']));
    const refund =
      document.paths['/v1/orders/{order_no}/refunds']!.post!.requestBody!.content['application/json'].schema;
    expect(Object.keys(refund.properties).sort()).toEqual(Object.keys(refundBody.shape).sort());
    expect(Object.values(document.components.securitySchemes).map((scheme) => scheme.name)).toEqual([
      'X-Key-Id',
      'X-Timestamp',
      'X-Nonce',
      'X-Signature',
    ]);
    expect(document.components.schemas.Order!.properties).toHaveProperty('pay_url');
    expect(document.webhooks).toHaveProperty('orderEvent');
  });

  it('serves a readable guide: signing, idempotency, notifications, errors and the example', async () => {
    const response = await fetch(`${server.url}/api-docs/v1`);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const page = await response.text();
    for (const text of [
      'X-Signature',
      'Idempotency-Key',
      'X-Event-Id',
      'idempotency_key_reused',
      'signature_invalid',
      'scripts/examples/create-order.mjs',
      'POST /v1/orders/{order_no}/refunds',
    ]) {
      expect(page).toContain(text);
    }
  });
});
