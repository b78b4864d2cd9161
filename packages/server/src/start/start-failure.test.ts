import { describe, expect, it } from 'vitest';
import { explainPostgresExit, StartError } from '@mbo/db/embedded/start-error';
import { explainStartFailure } from './start-failure.ts';

const settings = { port: 8080, host: '127.0.0.1', hasDatabaseUrl: false };

describe('explainPostgresExit', () => {
  it("names a taken port from PostgreSQL's own lines, and what to do", () => {
    const error = explainPostgresExit(
      [
        'LOG:  could not bind IPv4 address "127.0.0.1": Address already in use\nFATAL:  could not create any TCP/IP sockets\n',
      ],
      54321,
      'exit code 1',
    );
    expect(error.message).toBe(
      'the embedded PostgreSQL did not start: port 54321 on 127.0.0.1 is taken by another program',
    );
    expect(error.action).toContain('EMBEDDED_PG_PORT');
  });

  it('names a full disk and a wrong version', () => {
    expect(
      explainPostgresExit(
        ['FATAL:  could not write lock file "postmaster.pid": No space left on device'],
        1,
        'exit code 1',
      ).action,
    ).toContain('free space');
    expect(
      explainPostgresExit(['FATAL:  database files are incompatible with server'], 1, 'exit code 1').message,
    ).toContain('another PostgreSQL version');
  });

  it('quotes the last fatal lines of anything else', () => {
    const error = explainPostgresExit(['LOG:  starting\n', 'FATAL:  something new went wrong\n'], 1, 'exit code 1');
    expect(error.message).toBe('the embedded PostgreSQL did not start (exit code 1): FATAL:  something new went wrong');
  });
});

describe('explainStartFailure', () => {
  it('passes a StartError through and explains the HTTP port and DATABASE_URL failures', () => {
    expect(explainStartFailure(new StartError('cause', 'action'), settings)).toEqual({
      cause: 'cause',
      action: 'action',
    });
    expect(
      explainStartFailure(Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' }), settings).action,
    ).toContain('set PORT');
    const refused = explainStartFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }), {
      ...settings,
      hasDatabaseUrl: true,
    });
    expect(refused.cause).toContain('DATABASE_URL');
    expect(
      explainStartFailure(Object.assign(new Error('auth'), { code: '28P01' }), { ...settings, hasDatabaseUrl: true })
        .action,
    ).toContain('password');
  });
});
