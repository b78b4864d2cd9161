import { describe, expect, it } from 'vitest';
import { isLoopback } from './outbox.handlers.ts';

describe('the development outbox answers only callers on this machine', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('%s is local', (ip) =>
    expect(isLoopback(ip)).toBe(true),
  );
  it.each(['10.0.0.1', '192.168.1.20', '::ffff:10.0.0.1', '2001:db8::1', '1.27.0.0.1', '::2', ''])('%s is not', (ip) =>
    expect(isLoopback(ip)).toBe(false),
  );
});
