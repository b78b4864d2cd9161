// The merchant application's figures (issue 11, "Demo data and tests"): submit and draft save of verified@demo.test,
// and the console's first page of the merchant-application queue with 10,000 applications waiting.
import { randomBytes } from 'node:crypto';
import { abnWithCheckDigits } from '@mbo/contracts/kyb/business-number';
import { SAMPLE_APPLICATION } from '@mbo/contracts/kyb/application-schema';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import type { Database } from '@mbo/db/client';
import { uploadedFiles, users } from '@mbo/db/schema';
import { merchantApplications } from '@mbo/db/schema-kyb';
import { DEMO_PASSWORD } from '@mbo/db/seed/demo-accounts';
import type { Figure } from './report-calls.ts';
import { formatTiming, timeCalls } from './timing.ts';

type Post = (
  name: string,
  body: Record<string, unknown>,
) => Promise<{ success: boolean; msg?: string } & Record<string, unknown>>;

const QUEUE_SIZE = 10_000;

/** The n-th ABN passing the checksum from a starting body: distinct per n, so every submit holds its own. */
function abnFor(n: number): string {
  return abnWithCheckDigits(String(100_000_000 + n).slice(-9)) ?? abnFor(n + 500_000_000);
}

async function signIn(post: Post, email: string): Promise<string> {
  const json = await post('login', { AccountType: 1, Account: email, Password: DEMO_PASSWORD });
  if (!json.success) throw new Error(`login ${email} failed: ${json.msg}`);
  return (json.data as { token: string }).token;
}

/**
 * Staff must use two-step verification; the bench's seed (no server secret) leaves the demo reviewer to set it up,
 * so the session does it through the API, as the console's set-up page does, before the console is timed.
 */
async function setUpTwoStep(post: Post, token: string): Promise<void> {
  const begun = await post('two_factor/begin_setup', { token });
  if (!begun.success) throw new Error(`two_factor/begin_setup failed: ${begun.msg}`);
  const code = await generate({ secret: begun.secret as string });
  const confirmed = await post('two_factor/confirm_setup', { token, code });
  if (!confirmed.success) throw new Error(`two_factor/confirm_setup failed: ${confirmed.msg}`);
}

export async function benchApplications(db: Database, post: Post): Promise<Figure[]> {
  const token = await signIn(post, 'verified@demo.test');
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'verified@demo.test'));
  // The extract as if uploaded: the submit checks the file's row (owner and type), not its bytes.
  const extract = randomBytes(16).toString('hex');
  await db
    .insert(uploadedFiles)
    .values({ ownerUserId: user!.id, token: extract, contentType: 'image/jpeg', sizeBytes: 1 });
  const form = {
    ...SAMPLE_APPLICATION,
    merchant_name: 'Bench Trading Pty Ltd',
    company_type_id: 3,
    au_company_trading_name: 'Bench Trading',
    email: 'bench@example.test',
    au_attachment_asic_extract_url: extract,
    au_bank_account_name: 'Bench Trading Pty Ltd',
  };

  let n = 0;
  const submit = await timeCalls(100, async () => {
    const json = await post('setBusiness', {
      token,
      class_number: '001',
      data: { ...form, au_company_abn: abnFor(n++) },
    });
    if (!json.success) throw new Error(`setBusiness failed: ${json.msg}`);
  });
  const draft = await timeCalls(300, async () => {
    const json = await post('upData', { token, class_number: '001', data: { ...form, step: n++ % 5 } });
    if (!json.success) throw new Error(`upData failed: ${json.msg}`);
  });

  const waiting = Array.from({ length: QUEUE_SIZE }, (_, index) => ({
    ownerUserId: user!.id,
    countryId: 1,
    businessNumber: `BENCH-${index}`,
    merchantName: `Bench Company ${index}`,
    form,
  }));
  for (let start = 0; start < waiting.length; start += 1_000)
    await db.insert(merchantApplications).values(waiting.slice(start, start + 1_000));
  const reviewer = await signIn(post, 'reviewer@demo.test');
  await setUpTwoStep(post, reviewer);
  const queue = await timeCalls(100, async () => {
    const json = await post('console/get_queue', {
      token: reviewer,
      queue: 'merchant_application',
      page_index: 1,
      page_size: 10,
    });
    if (!json.success) throw new Error(`console/get_queue failed: ${json.msg}`);
  });
  return [
    {
      figure: 'setBusiness, application submit (median / p99 over 100)',
      value: formatTiming(submit),
      target: '≤ 50 ms',
    },
    { figure: 'upData, draft save (median / p99 over 300)', value: formatTiming(draft), target: '≤ 50 ms' },
    {
      figure: `merchant-application queue, first page of ${QUEUE_SIZE.toLocaleString('en-AU')} waiting (median / p99 over 100)`,
      value: formatTiming(queue),
      target: '≤ 50 ms',
    },
  ];
}
