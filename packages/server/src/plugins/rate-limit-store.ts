import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedRateCounter } from '../lib/shared-rate-counter.ts';

/**
 * A route's limit that counts in this process only (`config.rateLimit.isInProcess`): the merchant API's
 * per-address flood guard, whose shared budget is the per-merchant limit — a second statement on every /v1/
 * request would cost the hot path more than the guard is worth.
 */
export interface InProcessLimit {
  isInProcess?: boolean;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type ChildOptions = FastifyRateLimitOptions &
  InProcessLimit & { routeInfo?: { method?: string | string[]; url?: string } };

/** A window per key that opens with the key's first request, in this process's memory. */
class InProcessStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, { start: number; count: number }>();
  constructor(private readonly windowMs: number) {}
  incr(key: string, callback: Callback, timeWindow = this.windowMs): void {
    const at = Date.now();
    let window = this.windows.get(key);
    if (!window || at - window.start >= timeWindow) {
      if (this.windows.size > 10_000) this.windows.clear();
      window = { start: at, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    callback(null, { current: window.count, ttl: window.start + timeWindow - at });
  }
  child(): FastifyRateLimitStore {
    return this;
  }
}

/**
 * @fastify/rate-limit's store on PostgreSQL (lib/shared-rate-counter.ts): every server process on the database
 * counts against the same budgets. Each route with its own limit counts under its own name (method and path), as
 * the plugin's memory store counted each route on its own; the global limit counts under `api`.
 */
export function sharedRateLimitStore(counter: SharedRateCounter, windowMs: number): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    constructor(private readonly scope = 'api') {}
    incr(key: string, callback: Callback, timeWindow = windowMs, max?: number): void {
      counter.hit(`${this.scope}|${key}`, timeWindow, max).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child(options: ChildOptions): FastifyRateLimitStore {
      if (options.isInProcess) return new InProcessStore(windowMs);
      const route = options.routeInfo?.url ? `${String(options.routeInfo.method)} ${options.routeInfo.url}` : 'custom';
      return new SharedStore(route);
    }
  }
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}
