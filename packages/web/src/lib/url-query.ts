/**
 * A list's query in the URL's query string (the spec's keepAlive): back from a detail page, a reload or
 * back/forward shows the same filters and page. Each field of the query is one parameter: strings as they are,
 * everything else (numbers, arrays, null) as JSON. Only the fields the default has are read, and a value of the
 * wrong type is dropped for the default's; parameters the query does not own (`filter_data`, `id`) are kept.
 */
type Plain = Record<string, unknown>;

function fits(value: unknown, fallback: unknown): boolean {
  if (fallback === null || typeof fallback === 'number') return value === null || Number.isFinite(value);
  if (Array.isArray(fallback)) return Array.isArray(value) && value.every((item) => typeof item !== 'object');
  return typeof value === typeof fallback;
}

function decode(text: string, fallback: unknown): unknown {
  if (typeof fallback === 'string') return text;
  try {
    const value: unknown = JSON.parse(text);
    return fits(value, fallback) ? value : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The query the URL holds (the default's fields, filled from the URL), or null when it holds none of them.
 * `optional` names fields a query may have beyond its default's, each with a value of its type (a sort type).
 */
export function readQuery<Q extends object>(params: URLSearchParams, defaults: Q, optional: Plain = {}): Q | null {
  const shape: Plain = { ...optional, ...defaults };
  const keys = Object.keys(shape).filter((key) => params.has(key));
  if (keys.length === 0) return null;
  const read = { ...defaults } as Plain;
  for (const key of keys) read[key] = decode(params.get(key)!, shape[key]);
  return read as Q;
}

/** The URL's parameters with the query written in (its own fields replaced, every other parameter kept). */
export function writeQuery<Q extends object>(
  params: URLSearchParams,
  query: Q | null,
  defaults: Q,
  optional: Plain = {},
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys({ ...optional, ...defaults })) next.delete(key);
  if (query === null) return next;
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    next.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return next;
}
