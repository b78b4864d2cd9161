import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calls } from '@mbo/contracts/calls/index';
import { accessRuleProblems, type RegistryEntry } from './access-rules.ts';
import { sampleBody } from './sample-body.ts';

const request = z.object({ merchant_id: z.number().int().positive() });

describe('accessRuleProblems', () => {
  it('finds nothing wrong with the registry', () => {
    expect(accessRuleProblems(calls)).toEqual([]);
  });

  it('accepts public, session and well-formed merchant rules', () => {
    const registry: Record<string, RegistryEntry> = {
      a: { access: { kind: 'public' }, request: z.object({}) },
      b: { access: { kind: 'session' }, request: z.object({}) },
      c: { access: { kind: 'merchant', page: 'payout', merchantField: 'merchant_id' }, request },
      d: { access: { kind: 'provider', area: 'queues' }, request: z.object({}) },
    };
    expect(accessRuleProblems(registry)).toEqual([]);
  });

  it('reports a provider rule naming an area the console does not have', () => {
    const registry: Record<string, RegistryEntry> = {
      e: { access: { kind: 'provider', area: 'loans' }, request: z.object({}) },
    };
    expect(accessRuleProblems(registry)).toEqual(['e: console area "loans" is not a key of CONSOLE_ACCESS']);
  });

  it('reports a call with no rule or an unknown kind', () => {
    const registry: Record<string, RegistryEntry> = {
      bare: { request: z.object({}) },
      odd: { access: { kind: 'anyone' }, request: z.object({}) },
    };
    expect(accessRuleProblems(registry)).toEqual(['bare: no access rule', 'odd: unknown access kind "anyone"']);
  });

  it('reports a merchant rule whose page is not in the page-access table', () => {
    const registry = { x: { access: { kind: 'merchant', page: 'treasury', merchantField: 'merchant_id' }, request } };
    expect(accessRuleProblems(registry)).toEqual(['x: page "treasury" is not a key of PAGE_ACCESS']);
  });

  it('reports a merchant field the request does not carry, carries optionally, or carries as text', () => {
    const rule = { kind: 'merchant', page: 'payout', merchantField: 'MerchantId' };
    expect(
      accessRuleProblems({
        missing: { access: rule, request },
        optional: { access: rule, request: z.object({ MerchantId: z.number().optional() }) },
        text: { access: rule, request: z.object({ MerchantId: z.string() }) },
        unknown: { access: { ...rule, merchantField: 'shop' }, request },
      }),
    ).toEqual([
      'missing: request schema has no required numeric field "MerchantId"',
      'optional: request schema has no required numeric field "MerchantId"',
      'text: request schema has no required numeric field "MerchantId"',
      'unknown: merchantField "shop" is not one of merchant_id, MerchantId, merchantid',
    ]);
  });
});

describe('sampleBody', () => {
  it('builds a body every request schema of the registry accepts', () => {
    for (const [name, def] of Object.entries(calls)) {
      const body = sampleBody(def.request, { merchant_id: 7, MerchantId: 7, merchantid: 7 });
      const parsed = def.request.safeParse(body);
      // Calls whose rules go beyond the schema's shape (e-mail patterns ...) may still refuse it on the server.
      expect(parsed.success, `${name}: ${JSON.stringify(body)}`).toBe(true);
    }
  });

  it('takes literals, lower bounds, minimum lengths and required fields only', () => {
    const schema = z.object({
      kind: z.literal(10001),
      choice: z.union([z.literal(1), z.literal(2)]),
      size: z.number().int().min(5),
      label: z.string().min(8),
      note: z.string().optional(),
    });
    expect(sampleBody(schema)).toEqual({ kind: 10001, choice: 1, size: 5, label: 'samplexx' });
  });
});
