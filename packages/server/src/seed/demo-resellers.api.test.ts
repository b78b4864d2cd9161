/**
 * The demo's reseller-added applications open where people meet them: in the reseller member's list and detail, and
 * in the console's merchant-application queue, where a reviewer can approve the one under review. They are stored as
 * the reseller's form stores them (class 002): a plain merchant application there broke both pages.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@mbo/db/seed/demo-accounts';
import { seedDemoIfEmpty } from '@mbo/db/seed/demo';
import { hashPassword } from '../modules/auth/auth.public.ts';
import { signIn } from '../../test/support/factories.ts';
import { signedInStaff } from '../../test/kits/review-queue-test-kit.ts';
import { startTestServer, type TestServer } from '../../test/support/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoIfEmpty(server.db, hashPassword);
}, 120_000);
afterAll(() => server.close());

it('are listed and opened by the demo reseller, opened by a reviewer, and the one under review can be approved', async () => {
  const token = await signIn(server, 'reseller@demo.test', DEMO_PASSWORD);
  const list = await server.call('reseller/billList', { page_index: 1, page_size: 10 }, { token });
  expect(list.status).toBe(200);
  const rows = list.body.data as { id: number; merchant_name: string; status: number }[];
  expect(rows.map((row) => row.merchant_name).sort()).toEqual(['Platypus Books Pty Ltd', 'Wombat Hardware Pty Ltd']);
  for (const row of rows) {
    const detail = await server.call('reseller/billDetail', { id: row.id }, { token });
    expect(detail.status, detail.body.msg).toBe(200);
  }

  const staff = await signedInStaff(server, 'ops_admin');
  const { rows: applications } = await server.db.execute<{ id: number; is_check_reject: boolean }>(
    sql`select id, is_check_reject from merchant_applications where added_by_reseller_id is not null order by id`,
  );
  for (const application of applications) {
    const item = await server.call(
      'console/get_queue_item',
      { queue: 'merchant_application', id: application.id },
      { token: staff.token, language: 'zh-CN' },
    );
    expect(item.status, item.body.msg).toBe(200);
  }
  const waiting = applications.find((application) => !application.is_check_reject)!;
  const approved = await server.call(
    'console/approve',
    { queue: 'merchant_application', id: waiting.id, flags: [] },
    { token: staff.token },
  );
  expect(approved.status, approved.body.msg).toBe(200);
  const { rows: merchant } = await server.db.execute<{ reseller_id: number; admins: number }>(sql`
    select m.reseller_id, (select count(*)::int from employee_roles r
                            where r.merchant_id = m.id and r.role_type = 1 and not r.is_delete) as admins
      from merchant_applications a join merchants m on m.id = a.merchant_id where a.id = ${waiting.id}`);
  expect(merchant[0]).toMatchObject({ admins: 1 });
  expect(merchant[0]!.reseller_id).toBeGreaterThan(0);
}, 60_000);
