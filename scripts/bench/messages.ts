// The messages' figure (issue 12, "Tests and figures"): message_list for a person with 10,000 messages, a tenth of
// them unread, each with a paragraph of HTML that the server cleans on every read.
import { eq } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { messages, users } from '@mbo/db/schema';
import { DEMO_PASSWORD } from '@mbo/db/seed/demo-accounts';
import type { Figure } from './report-calls.ts';
import { formatTiming, timeCalls } from './timing.ts';

type Post = (
  name: string,
  body: Record<string, unknown>,
) => Promise<{ success: boolean; msg?: string } & Record<string, unknown>>;

const MESSAGES = 10_000;
const BENCH_USER = 'verified@demo.test';

export async function benchMessages(db: Database, post: Post): Promise<Figure[]> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, BENCH_USER));
  const rows = Array.from({ length: MESSAGES }, (_, index) => ({
    userId: user!.id,
    title: `Notice ${index + 1}`,
    content: `<p>From <strong>1 December</strong> a bank payout costs 0.55 AUD (notice ${index + 1}). <a href="https://example.com/fees">Fees</a></p>`,
    isRead: index % 10 !== 0,
  }));
  for (let start = 0; start < rows.length; start += 1_000)
    await db.insert(messages).values(rows.slice(start, start + 1_000));
  const login = await post('login', { AccountType: 1, Account: BENCH_USER, Password: DEMO_PASSWORD });
  if (!login.success) throw new Error(`login ${BENCH_USER} failed: ${login.msg}`);
  const token = (login.data as { token: string }).token;
  let page = 0;
  const list = await timeCalls(300, async () => {
    // The first pages mostly (what people open), now and then a deep one.
    const pageIndex = page++ % 10 === 9 ? 500 : (page % 3) + 1;
    const json = await post('message_list', { token, page_index: pageIndex, page_size: 10 });
    if (!json.success) throw new Error(`message_list failed: ${json.msg}`);
  });
  return [
    {
      figure: `message_list, ${MESSAGES.toLocaleString('en-AU')} messages of one person (median / p99 over 300)`,
      value: formatTiming(list),
      target: '≤ 20 ms median',
    },
  ];
}
