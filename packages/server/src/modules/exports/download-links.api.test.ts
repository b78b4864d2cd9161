/**
 * Download links (/files/<token>/<name>): bound to the session and membership that made them, never logged in
 * full, malformed paths answered 404, and the files readable by the server's user alone.
 */
import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees } from '@mbo/db/schema';
import { createLogger } from '../../lib/logger.ts';
import { signIn } from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { newStoreBody, storeOwner } from '../../../test/kits/stores-test-kit.ts';

const lines: string[] = [];
const server = serverForThisFile(
  {},
  { logger: createLogger('info', { write: (line: string) => void lines.push(line) }) },
);

/** A store owner, signed in, and a download link (the store's QR poster) made in that session. */
async function ownerWithLink() {
  const owner = await storeOwner(server);
  const added = await server.call('Branch/AddBranch', newStoreBody(owner.merchant.id), { token: owner.token });
  expect(added.status, added.body.msg).toBe(200);
  const storeId = added.body.branch.id;
  const poster = await server.call(
    'Branch/GetQrPoster',
    { merchant_id: owner.merchant.id, id: storeId },
    { token: owner.token },
  );
  expect(poster.status).toBe(200);
  return { ...owner, storeId, link: poster.body.filepath };
}

/** The status of a GET, its body read to the end (an unread body keeps the socket busy). */
const statusOf = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  await response.arrayBuffer();
  return response.status;
};

describe('a download link', () => {
  it('works in the session that made it and stops when that session signs out', async () => {
    const { link, token } = await ownerWithLink();
    expect(await statusOf(link)).toBe(200);
    expect((await server.call('logout', {}, { token })).status).toBe(200);
    expect(await statusOf(link)).toBe(404);
  });

  it('stops when the membership is removed, though the session lives on', async () => {
    const { link, merchant, user } = await ownerWithLink();
    expect(await statusOf(link)).toBe(200);
    await server.db.delete(employees).where(and(eq(employees.merchantId, merchant.id), eq(employees.userId, user.id)));
    expect(await statusOf(link)).toBe(404);
  });

  it('is not ended by another session of the same user signing out', async () => {
    const { link, user } = await ownerWithLink();
    const other = await signIn(server, user.email!);
    await server.call('logout', {}, { token: other });
    expect(await statusOf(link)).toBe(200);
  });

  it('is written to the request log without its token', async () => {
    const { link } = await ownerWithLink();
    await statusOf(link);
    const token = link.split('/')[2]!;
    expect(token).toHaveLength(32);
    const logged = lines.filter((line) => line.includes('incoming request') && line.includes('/files/'));
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('\n')).toContain('/files/[redacted]/qr-poster-');
    expect(lines.join('\n')).not.toContain(token);
  });

  it('keeps its file readable by the server user alone (0600 in 0700 folders)', async () => {
    const { link } = await ownerWithLink();
    const [, , token, name] = link.split('/');
    const file = join(server.config.dataDir, 'exports', token!, decodeURIComponent(name!));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dirname(file)).mode & 0o777).toBe(0o700);
    expect(statSync(join(server.config.dataDir, 'exports')).mode & 0o777).toBe(0o700);
    expect(statSync(join(server.config.dataDir, 'exports', `${token!}.json`)).mode & 0o777).toBe(0o600);
  });
});

describe('malformed download paths', () => {
  it('answer 404 with the plain refusal, never 500 or framework internals', async () => {
    const { link } = await ownerWithLink();
    const token = link.split('/')[2]!;
    const paths = [
      `/files/${token}/%2e%2e`,
      `/files/${token}/..`,
      `/files/${token}/.`,
      `/files/${token}/%2e`,
      `/files/${token}/..%2f..%2fapp-secret`,
      `/files/${token}/%2e%2e%2f${token}.json`,
      `/files/${'a'.repeat(32)}/%2e%2e`,
      `/files/${token}`,
      `/files/${token}/`,
      `/files/${token}/x/y`,
      `/files/%2e%2e/%2e%2e`,
      `/files/${token}/%00`,
    ];
    for (const path of paths) {
      const response = await fetch(`${server.url}${path}`);
      const body = await response.text();
      expect([path, response.status]).toEqual([path, 404]);
      expect(JSON.parse(body), path).toMatchObject({ return_code: 'FAIL', success: false });
      expect(body, path).not.toMatch(/EISDIR|ENOENT|stack|at |node:|fastify/i);
    }
    // Not a URL at all (a broken percent-escape): refused before routing, with the same plain 404.
    const broken = await fetch(`${server.url}/files/${token}/%zz`);
    const body = await broken.text();
    expect(broken.status).toBe(404);
    expect(JSON.parse(body)).toMatchObject({ return_code: 'FAIL', success: false });
    expect(body).not.toMatch(/EISDIR|ENOENT|stack|at |node:|fastify|FST_|files/i);
  });
});
