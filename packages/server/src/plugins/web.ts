import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { resolve } from 'node:path';
import { API_PREFIX } from '../http/register-calls.ts';
import { setNotFoundFallback } from './errors.ts';

/** The customer pay page's paths (`/pay/<store token>`, `/pay/o/<order token>`, `/pay/wallet/<txn>`): its own entry. */
export const isPayPagePath = (url: string): boolean =>
  url === '/pay' || url.startsWith('/pay/') || url.startsWith('/pay?');

/** Client routes that exist only with a development switch on; without it they are not found, not an empty shell. */
const DEV_OUTBOX_PATH = '/dev/outbox';
const isPath = (url: string, path: string): boolean =>
  url === path || url.startsWith(`${path}?`) || url.startsWith(`${path}/`);

/**
 * Serves the built SPA: files as they are (hashed assets cached for a year), pay.html for the customer pay page's
 * paths, and index.html for every other GET so that client routes (/home, /transaction ...) load the app.
 */
export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
  options: { devOutbox: boolean },
): Promise<void> {
  const root = resolve(webDist);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // Otherwise `send` writes its own "public, max-age=0" over the cache-control set below.
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  setNotFoundFallback(app, (request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith(API_PREFIX)) return null;
    if (!options.devOutbox && isPath(request.url, DEV_OUTBOX_PATH)) return null;
    return reply
      .header('cache-control', 'no-cache')
      .sendFile(isPayPagePath(request.url) ? 'pay.html' : 'index.html', root);
  });
}
