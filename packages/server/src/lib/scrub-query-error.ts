/**
 * Failed queries without their values, for the logs. drizzle's DrizzleQueryError writes the query's parameters into
 * its message and stack ("Failed query: … params: …"), and PostgreSQL quotes the offending value in messages such
 * as `invalid input syntax for type integer: "…"` and in `detail` ("Key (email)=(…) already exists"). Parameters
 * are what people typed: passwords before hashing, names, notes. The query text and the SQLSTATE stay readable.
 */

interface QueryError extends Error {
  query: string;
  params: unknown[];
}

const isQueryError = (error: Error): error is QueryError =>
  typeof (error as Partial<QueryError>).query === 'string' && Array.isArray((error as Partial<QueryError>).params);

/** PostgreSQL's own errors (pg's DatabaseError) carry a five-character SQLSTATE and a severity. */
const isDatabaseError = (error: Error) =>
  typeof (error as { severity?: unknown }).severity === 'string' &&
  /^[0-9A-Z]{5}$/.test(String((error as { code?: unknown }).code));

const QUOTED = /"[^"]*"/g;

/** The stack with its head (the message) replaced; V8 starts a stack with `name: message`, then the frames. */
function replaceHead(error: Error, message: string): string | undefined {
  const { stack } = error;
  if (stack === undefined) return undefined;
  const index = stack.indexOf(error.message);
  if (index !== -1) return stack.slice(0, index) + message + stack.slice(index + error.message.length);
  return stack.replace(/^[^]*?(?=\n\s+at )/, `${error.name}: ${message}`);
}

function copy(error: Error, message: string, omit: string[]): Error {
  const scrubbed = new Error(message);
  for (const [key, value] of Object.entries(error)) {
    if (!omit.includes(key) && key !== 'cause') (scrubbed as unknown as Record<string, unknown>)[key] = value;
  }
  scrubbed.name = error.name;
  const stack = replaceHead(error, message);
  if (stack === undefined) delete scrubbed.stack;
  else scrubbed.stack = stack;
  Object.defineProperty(scrubbed, 'constructor', { value: error.constructor, enumerable: false });
  return scrubbed;
}

/** The error, or a copy of it and of its causes without any query value; other errors pass unchanged. */
export function scrubQueryError(error: Error): Error {
  const cause = error.cause instanceof Error ? scrubQueryError(error.cause) : error.cause;
  let scrubbed = error;
  if (isQueryError(error)) {
    scrubbed = copy(error, `Failed query: ${error.query}`, ['params']);
    // The SQLSTATE says what went wrong (pino folds a cause into the message only, and that is redacted).
    if (error.cause instanceof Error && isDatabaseError(error.cause))
      Object.assign(scrubbed, { code: (error.cause as Error & { code?: string }).code });
  } else if (isDatabaseError(error)) scrubbed = copy(error, error.message.replace(QUOTED, '"[redacted]"'), ['detail']);
  else if (cause === error.cause) return error;
  else scrubbed = copy(error, error.message, []);
  if (cause !== undefined) scrubbed.cause = cause;
  return scrubbed;
}
