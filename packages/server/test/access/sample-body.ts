import { z } from 'zod';
import { requestJsonSchema } from './access-rules.ts';

type JsonSchema = Record<string, unknown>;

/**
 * The smallest value a JSON schema accepts: constants and first enum members as they are, the lowest number
 * allowed, strings of the minimum length, required properties only. Good enough for the request schemas of the
 * registry (flat objects of literals, numbers and strings); a schema it cannot satisfy simply fails validation,
 * which the matrix tolerates (it asserts on access, not on success).
 */
export function sampleOf(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  // A schema with rules JSON Schema cannot express (a real calendar date ...) names an example that passes them.
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.anyOf)) return sampleOf(schema.anyOf[0] as JsonSchema);
  if (Array.isArray(schema.oneOf)) return sampleOf(schema.oneOf[0] as JsonSchema);
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const minimum = typeof schema.minimum === 'number' ? schema.minimum : undefined;
      const exclusive = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : undefined;
      return Math.max(minimum ?? 1, exclusive ?? 1);
    }
    case 'string': {
      if (schema.format === 'email') return 'sample@example.test';
      const length = typeof schema.minLength === 'number' ? Math.max(schema.minLength, 6) : 6;
      return 'sample'.padEnd(length, 'x');
    }
    case 'boolean':
      return false;
    case 'array': {
      const count = typeof schema.minItems === 'number' ? schema.minItems : 0;
      return Array.from({ length: count }, () => sampleOf((schema.items ?? {}) as JsonSchema));
    }
    case 'null':
      return null;
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((schema.required ?? []) as string[]);
      return Object.fromEntries(
        Object.entries(properties)
          .filter(([key]) => required.has(key))
          .map(([key, value]) => [key, sampleOf(value)]),
      );
    }
    default:
      return null;
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `over` laid on `under`, objects merged key by key. */
function merged(under: unknown, over: unknown): unknown {
  if (over === undefined) return under;
  if (!isPlainObject(under) || !isPlainObject(over)) return over;
  const out: Record<string, unknown> = { ...under };
  for (const [key, value] of Object.entries(over)) out[key] = merged(under[key], value);
  return out;
}

/**
 * The examples a schema names in the registry, found through objects and intersections. The JSON schema of the
 * input leaves out the examples of a schema with transforms (the merchant application's), so they are read here.
 */
function registryExample(schema: z.ZodType): unknown {
  const examples = z.globalRegistry.get(schema)?.examples;
  if (Array.isArray(examples) && examples.length > 0) return examples[0];
  if (schema instanceof z.ZodIntersection)
    return merged(registryExample(schema.def.left as z.ZodType), registryExample(schema.def.right as z.ZodType));
  if (schema instanceof z.ZodObject) {
    const found = Object.entries(schema.shape as Record<string, z.ZodType>)
      .map(([key, field]) => [key, registryExample(field)] as const)
      .filter(([, example]) => example !== undefined);
    return found.length > 0 ? Object.fromEntries(found) : undefined;
  }
  return undefined;
}

/** A body the request schema accepts, with `overrides` (the merchant field, usually) on top. */
export function sampleBody(request: z.ZodType, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const sample = merged(sampleOf(requestJsonSchema(request)), registryExample(request));
  const base = isPlainObject(sample) ? sample : {};
  return { ...base, ...overrides };
}
