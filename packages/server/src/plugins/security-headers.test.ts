import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { recordHeaders } from './security-headers.ts';

describe('recordHeaders', () => {
  it("records helmet's fixed headers and removals", () => {
    const recorded = recordHeaders(
      helmet({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } } }),
    );
    const headers = new Map(recorded.set.map(([name, value]) => [name.toLowerCase(), String(value)]));
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(recorded.removed.map((name) => name.toLowerCase())).toContain('x-powered-by');
  });

  it('refuses a middleware that does not finish at once (its headers could depend on the request)', () => {
    expect(() => recordHeaders((_request, _response, next) => void setImmediate(next))).toThrow(
      /did not finish at once/,
    );
  });
});
