/**
 * A tiny review queue that exists only in tests, so the console's generic flow (list, detail, approve, reject, the
 * audit entry, the applicant told) is proven before any real queue is wired. Its items live in a table of the test
 * database, created here; the adapter is written against `ReviewQueue` exactly as a real one is.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { ProviderRole } from '@mbo/contracts/console-access';
import type { Database } from '@mbo/db/client';
import { providerStaff } from '@mbo/db/schema-console';
import { itemNotFound, itemNotWaiting } from '../../src/modules/console/queue-registry.ts';
import type { ReviewQueue, Tx } from '../../src/modules/console/review-queue.ts';
import { createUser, signIn } from '../support/factories.ts';
import { enrolTwoFactor } from '../support/two-factor.ts';
import { startTestServer, type TestServer } from '../support/harness.ts';

export const TEST_QUEUE_KEY = 'test_requests';

interface ItemRow {
  id: number;
  applicant_user_id: number;
  applicant: string;
  summary: string;
  status: 'waiting' | 'approved' | 'rejected';
  created_at: Date;
  [column: string]: unknown;
}

const selectItems = sql`select i.id, i.applicant_user_id, u.name as applicant, i.summary, i.status, i.created_at
  from test_review_items i join users u on u.id = i.applicant_user_id`;

/** Locks the waiting item, or refuses: missing (404) or already decided (409). */
async function waitingItem(tx: Tx, id: number): Promise<ItemRow> {
  const { rows } = await tx.execute<ItemRow>(sql`${selectItems} where i.id = ${id} for update of i`);
  const item = rows[0];
  if (!item) throw itemNotFound();
  if (item.status !== 'waiting') throw itemNotWaiting();
  return item;
}

async function decide(tx: Tx, item: ItemRow, status: 'approved' | 'rejected', messageKey: string) {
  await tx.execute(sql`update test_review_items set status = ${status} where id = ${item.id}`);
  return {
    applicantUserId: item.applicant_user_id,
    messageKey,
    params: { what: item.summary },
    before: { status: item.status },
    after: { status },
  };
}

export const testReviewQueue: ReviewQueue = {
  key: TEST_QUEUE_KEY,
  titleKey: 'console.field_request',
  async list(db, { page, pageSize }) {
    const [items, count] = await Promise.all([
      db.execute<ItemRow>(
        sql`${selectItems} where i.status = 'waiting' order by i.created_at, i.id limit ${pageSize} offset ${(page - 1) * pageSize}`,
      ),
      db.execute<{ total: number }>(sql`select count(*)::int as total from test_review_items where status = 'waiting'`),
    ]);
    return {
      total: count.rows[0]?.total ?? 0,
      items: items.rows.map((row) => ({
        id: row.id,
        applicant: row.applicant,
        summary: row.summary,
        submittedAt: new Date(row.created_at),
      })),
    };
  },
  async detail(db, id) {
    const { rows } = await db.execute<ItemRow>(sql`${selectItems} where i.id = ${id}`);
    const row = rows[0];
    if (!row) return undefined;
    return {
      id: row.id,
      applicant: row.applicant,
      summary: row.summary,
      submittedAt: new Date(row.created_at),
      status: row.status,
      fields: [{ labelKey: 'console.field_request', value: row.summary }],
      files: [{ labelKey: 'console.field_request', url: `/files/test-${row.id}`, kind: 'document' }],
    };
  },
  async approve(tx, id) {
    return decide(tx, await waitingItem(tx, id), 'approved', 'console.review_approved');
  },
  async reject(tx, id) {
    return decide(tx, await waitingItem(tx, id), 'rejected', 'console.review_rejected');
  },
};

/** A test server whose console has the test queue, its table created. */
export async function startConsoleTestServer(): Promise<TestServer> {
  const server = await startTestServer({}, { reviewQueues: [testReviewQueue] });
  await server.db.execute(sql`create table if not exists test_review_items (
    id serial primary key,
    applicant_user_id integer not null references users(id),
    summary text not null,
    status text not null default 'waiting',
    created_at timestamptz not null default now())`);
  return server;
}

export async function addTestItem(db: Database, applicantUserId: number, summary: string): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(
    sql`insert into test_review_items (applicant_user_id, summary) values (${applicantUserId}, ${summary}) returning id`,
  );
  return rows[0]!.id;
}

/**
 * A provider staff member with a role, signed in. Staff must use two-step verification, so the session sets it up
 * through the API first, as the console's enrolment page does (`isEnrolled: false` leaves them held at it).
 */
export async function signedInStaff(server: TestServer, role: ProviderRole, options: { isEnrolled?: boolean } = {}) {
  const user = await createUser(server.db);
  await server.db.insert(providerStaff).values({ userId: user.id, role });
  const token = await signIn(server, user.email!);
  const enrolment = options.isEnrolled === false ? null : await enrolTwoFactor(server, token);
  return { user, token, enrolment };
}

export type SignedInStaff = Awaited<ReturnType<typeof signedInStaff>>;

/**
 * The test file's console server (with the test queue) and one signed-in staff member of `role`, enrolled: started
 * before the file's tests, closed after. The objects are filled in when the file starts.
 */
export function consoleServerForThisFile(role: ProviderRole): { server: TestServer; staff: SignedInStaff } {
  const setup = { server: {} as TestServer, staff: {} as SignedInStaff };
  beforeAll(async () => {
    Object.assign(setup.server, await startConsoleTestServer());
    Object.assign(setup.staff, await signedInStaff(setup.server, role));
  });
  afterAll(() => setup.server.close());
  return setup;
}
