import { z } from 'zod';
import { PAGE_ACCESS } from '@mbo/contracts/access';
import { CONSOLE_ACCESS } from '@mbo/contracts/console-access';

/** A registry entry as far as its access rule goes; loose on purpose, so a malformed entry can be described. */
export interface RegistryEntry {
  access?: unknown;
  request: z.ZodType;
}

const MERCHANT_FIELDS: readonly string[] = ['merchant_id', 'MerchantId', 'merchantid'];

/** The JSON schema of a request as the wire sees it (input side: defaults not yet applied). */
export function requestJsonSchema(request: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(request, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}

function merchantRuleProblems(name: string, access: Record<string, unknown>, request: z.ZodType): string[] {
  const problems: string[] = [];
  const { page, merchantField } = access;
  if (typeof page !== 'string' || !Object.hasOwn(PAGE_ACCESS, page)) {
    problems.push(`${name}: page ${JSON.stringify(page)} is not a key of PAGE_ACCESS`);
  }
  if (typeof merchantField !== 'string' || !MERCHANT_FIELDS.includes(merchantField)) {
    problems.push(
      `${name}: merchantField ${JSON.stringify(merchantField)} is not one of ${MERCHANT_FIELDS.join(', ')}`,
    );
    return problems;
  }
  const schema = requestJsonSchema(request);
  const property = (schema.properties as Record<string, { type?: string }> | undefined)?.[merchantField];
  const required = (schema.required as string[] | undefined) ?? [];
  // The server admits on this field before anything else, so it must be a number the caller cannot leave out.
  if (!property || !required.includes(merchantField) || !['integer', 'number'].includes(property.type ?? '')) {
    problems.push(`${name}: request schema has no required numeric field "${merchantField}"`);
  }
  return problems;
}

/**
 * Every way a registry entry can fail to say who may make it: no rule, an unknown kind, a merchant rule naming a
 * page the page-access table does not know or a merchant field its request does not carry, or a provider rule naming
 * an area the console's table does not know. Empty means sound.
 */
export function accessRuleProblems(registry: Readonly<Record<string, RegistryEntry>>): string[] {
  return Object.entries(registry).flatMap(([name, def]) => {
    const access = def.access as Record<string, unknown> | undefined;
    if (!access || typeof access !== 'object') return [`${name}: no access rule`];
    if (access.kind === 'public' || access.kind === 'session') return [];
    if (access.kind === 'merchant') return merchantRuleProblems(name, access, def.request);
    if (access.kind === 'provider') {
      const { area } = access;
      return typeof area === 'string' && Object.hasOwn(CONSOLE_ACCESS, area)
        ? []
        : [`${name}: console area ${JSON.stringify(area)} is not a key of CONSOLE_ACCESS`];
    }
    if (access.kind === 'reseller')
      return access.level === 'any' || access.level === 1
        ? []
        : [`${name}: reseller level ${JSON.stringify(access.level)} is neither 'any' nor 1`];
    return [`${name}: unknown access kind ${JSON.stringify(access.kind)}`];
  });
}
