// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readString } from '../../../lib/storage.ts';
import { signIn, verifySecondStep } from './sign-in.ts';

/** The server's answers by call name; every request is recorded. */
function answers(byCall: Record<string, { status: number; json: unknown }>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const name = url.replace('/api/', '');
    calls.push(name);
    const answer = byCall[name] ?? { status: 200, json: { return_code: 'SUCCESS', success: true } };
    return new Response(JSON.stringify(answer.json), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

const me = {
  status: 200,
  json: {
    return_code: 'SUCCESS',
    success: true,
    user: { id: 1, name: 'Rita' },
    role: 'reviewer',
    queues: [],
    idle: { warning_ms: 900_000, countdown_ms: 30_000 },
  },
};
const held = {
  status: 403,
  json: {
    return_code: 'TWO_FACTOR_SETUP_REQUIRED',
    success: false,
    msg: 'Provider staff must use two-step verification.',
  },
};
const credentials = { email: 'rita@example.test', password: 'Harbour2026x' };

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('console sign-in', () => {
  it('hands back the second step when the server asks for it', async () => {
    answers({
      login: {
        status: 200,
        json: { return_code: 'SUCCESS', success: true, data: { two_factor: { challenge: 'c1' } } },
      },
    });
    expect(await signIn(credentials)).toEqual({ challenge: 'c1' });
    expect(readString('token')).toBeNull();
  });

  it('signs a staff member with two-step verification in after the code', async () => {
    answers({
      'two_factor/verify_login': {
        status: 200,
        json: { return_code: 'SUCCESS', success: true, data: { token: 't1' } },
      },
      'console/get_me': me,
    });
    expect(await verifySecondStep({ challenge: 'c1', code: '123456' })).toEqual({ isSignedIn: true, mustSetUp: false });
    expect(readString('token')).toBe('t1');
  });

  it('keeps the session of staff held at the two-step set-up, which the page then opens', async () => {
    const calls = answers({
      login: { status: 200, json: { return_code: 'SUCCESS', success: true, data: { token: 't2' } } },
      'console/get_me': held,
    });
    expect(await signIn(credentials)).toEqual({ isSignedIn: true, mustSetUp: true });
    expect(readString('token')).toBe('t2');
    expect(calls).not.toContain('logout');
  });

  it('signs a refused account out at once and throws the server’s words', async () => {
    const calls = answers({
      login: { status: 200, json: { return_code: 'SUCCESS', success: true, data: { token: 't3' } } },
      'console/get_me': {
        status: 403,
        json: { return_code: 'FAIL', success: false, msg: 'Your console access has been turned off.' },
      },
    });
    await expect(signIn(credentials)).rejects.toThrow('Your console access has been turned off.');
    expect(calls).toContain('logout');
    expect(readString('token')).toBeNull();
  });
});
