import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { translate } from '@mbo/contracts/i18n';
import { signedInStaff, startConsoleTestServer } from '../../../test/kits/review-queue-test-kit.ts';
import type { TestServer } from '../../../test/support/harness.ts';

// A database of its own: the rule counts every active operations admin, so no other test's admins may be in it.
let server: TestServer;
beforeAll(async () => {
  server = await startConsoleTestServer();
});
afterAll(() => server.close());

const activeAdmins = async () =>
  (
    await server.db.execute<{ user_id: number }>(
      sql`select user_id from provider_staff where role = 'ops_admin' and disabled_at is null`,
    )
  ).rows.map((row) => row.user_id);

/** Takes the two admins away from each other at the same moment, `rounds` times, with each kind of change. */
it.each([
  [
    'demote',
    'console.forbidden_area' as const,
    (userId: number) => ({
      name: 'console/set_staff_role' as const,
      body: { user_id: userId, role: 'reviewer' as const },
    }),
  ],
  [
    'disable',
    'console.staff_disabled' as const,
    (userId: number) => ({ name: 'console/set_staff_active' as const, body: { user_id: userId, is_active: false } }),
  ],
])(
  'two admins who %s each other at once leave one active admin: the other change is refused (409 or 403)',
  async (_kind, refusedAfterCommit, change) => {
    await server.db.execute(sql`update provider_staff set disabled_at = now() where role = 'ops_admin'`);
    const a = await signedInStaff(server, 'ops_admin');
    const b = await signedInStaff(server, 'ops_admin');
    const first = change(b.user.id);
    const second = change(a.user.id);
    const results = await Promise.all([
      server.call(first.name, first.body as never, { token: a.token }),
      server.call(second.name, second.body as never, { token: b.token }),
    ]);
    // One succeeds. The other is refused either way: 409 when it locked the admins while both were still admins (the
    // last one must stay), or 403 when the first had already committed: its caller is then no longer an admin
    // (demoted) or no longer active at all (disabled), and is told which.
    const statuses = results.map((result) => result.status).sort();
    expect([
      [200, 403],
      [200, 409],
    ]).toContainEqual(statuses);
    const refused = results.find((result) => result.status !== 200)!;
    expect(refused.body.msg).toBe(translate('en', refused.status === 409 ? 'console.last_admin' : refusedAfterCommit));
    expect(await activeAdmins()).toHaveLength(1);
  },
);
