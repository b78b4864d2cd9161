/**
 * The pay app's screens, read from the path: a store's link, an order, the sandbox wallet step, and a collection
 * order's payer page (`/pay/c/<token>`, issue 14 §5).
 */
export type PayRoute =
  | { kind: 'store'; token: string }
  | { kind: 'order'; token: string }
  | { kind: 'wallet'; token: string }
  | { kind: 'collection'; token: string }
  | { kind: 'unknown' };

const TOKEN = /^[A-Za-z0-9_-]{16,80}$/;

export function parseRoute(pathname: string): PayRoute {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] !== 'pay') return { kind: 'unknown' };
  const [, first, second] = parts;
  if (parts.length === 2 && first && TOKEN.test(first)) return { kind: 'store', token: first };
  if (parts.length === 3 && second && TOKEN.test(second)) {
    if (first === 'o') return { kind: 'order', token: second };
    if (first === 'wallet') return { kind: 'wallet', token: second };
    if (first === 'c') return { kind: 'collection', token: second };
  }
  return { kind: 'unknown' };
}

export const orderPath = (token: string) => `/pay/o/${token}`;
export const storePath = (token: string) => `/pay/${token}`;
