import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * What a helmet middleware does to every response, recorded once: with no function among its directives (no nonce),
 * each of its parts sets fixed headers or removes one, whatever the request. Replaying the record costs a request
 * a loop over a dozen headers instead of helmet's chain of fourteen middleware calls (a few per cent of the merchant
 * API's server CPU, measured in the bench's profile).
 */
export function recordHeaders(middleware: Middleware): {
  set: [string, string | number | readonly string[]][];
  removed: string[];
} {
  const set: [string, string | number | readonly string[]][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void set.push([name, value]),
    removeHeader: (name: string) => void removed.push(name),
  };
  let isDone = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    isDone = true;
  });
  // A middleware that finished later (asynchronously) would depend on the request: refuse to record it.
  if (!isDone) throw new Error('the security headers middleware did not finish at once');
  return { set, removed };
}

/** The security headers (helmet, our content security policy) on every answer, the web app's and the APIs'. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = recordHeaders(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
        },
      },
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    const response = reply.raw;
    for (const [name, value] of headers.set) response.setHeader(name, value);
    for (const name of headers.removed) response.removeHeader(name);
    done();
  });
}
