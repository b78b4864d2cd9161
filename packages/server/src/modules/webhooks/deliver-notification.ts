import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { DELIVERY_ERROR, type DeliveryError } from '@mbo/contracts/calls/webhooks';
import { isPrivateAddress, isPrivateUrl } from './notify-target.ts';

/** Connections to merchants' receivers are kept alive between notifications (most merchants have one URL). */
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

export interface DeliveryRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  isPrivateAllowed: boolean;
}

export interface DeliveryResult {
  httpStatus: number | null;
  /** Why there is no HTTP answer, coarse on purpose (DELIVERY_ERROR); null when there is one. */
  error: DeliveryError | null;
  /** What exactly went wrong, for the server's log only: never shown to the merchant. */
  detail?: string;
}

const PRIVATE_REFUSED = 'EPRIVATE';

/** A DNS lookup that refuses private addresses, so the check applies to the address actually connected to. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 4);
    const refused = addresses.find((entry) => isPrivateAddress(entry.address));
    if (refused)
      return callback(
        Object.assign(new Error(`private address ${refused.address} refused`), { code: PRIVATE_REFUSED }),
        '',
        4,
      );
    if (options.all) return callback(null, addresses as unknown as string, 4);
    const first = addresses[0]!;
    return callback(null, first.address, first.family);
  });
};

/**
 * One POST of a notification: the status code, or that there was none — a refused private target, or a failure
 * (timeout, closed port, reset …) told apart only in `detail`. The answer's body is read and dropped (at most what
 * arrives before the timeout); nothing of it is stored.
 */
export function deliverNotification(request: DeliveryRequest): Promise<DeliveryResult> {
  const url = new URL(request.url);
  // An IP literal is connected to without a lookup: check it here.
  if (!request.isPrivateAllowed && isPrivateUrl(request.url)) {
    return Promise.resolve({
      httpStatus: null,
      error: DELIVERY_ERROR.targetRefused,
      detail: `${PRIVATE_REFUSED}: ${url.hostname} refused`,
    });
  }
  return new Promise((resolve) => {
    const transport = url.protocol === 'https:' ? https : http;
    let isDone = false;
    const finish = (result: DeliveryResult) => {
      if (isDone) return;
      isDone = true;
      clearTimeout(timer);
      resolve(result);
    };
    const outgoing = transport.request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(request.body),
          ...request.headers,
        },
        lookup: request.isPrivateAllowed ? undefined : publicOnlyLookup,
        agent: url.protocol === 'https:' ? agents['https:'] : agents['http:'],
      },
      (response) => {
        response.resume();
        response.on('end', () => finish({ httpStatus: response.statusCode ?? null, error: null }));
        response.on('error', () => finish({ httpStatus: response.statusCode ?? null, error: null }));
      },
    );
    const timer = setTimeout(() => {
      finish({ httpStatus: null, error: DELIVERY_ERROR.failed, detail: `timeout after ${request.timeoutMs} ms` });
      outgoing.destroy();
    }, request.timeoutMs);
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      finish({
        httpStatus: null,
        error: error.code === PRIVATE_REFUSED ? DELIVERY_ERROR.targetRefused : DELIVERY_ERROR.failed,
        detail: (error.code ? `${error.code}: ` : '') + error.message.slice(0, 200),
      }),
    );
    outgoing.end(request.body);
  });
}
