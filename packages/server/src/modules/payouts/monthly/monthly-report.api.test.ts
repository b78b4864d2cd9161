import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROLE } from '@mbo/contracts/access';
import { merchants } from '@mbo/db/schema';
import { eq } from 'drizzle-orm';
import { localDateHour } from '../../../lib/time.ts';
import { createStore } from '../../../../test/support/factories.ts';
import { pdfText } from '../../../../test/support/pdf-text.ts';
import { serverForThisFile } from '../../../../test/support/harness.ts';
import { payoutsKit, signedInMember, type PayoutsKit } from '../../../../test/kits/payouts-test-kit.ts';

const server = serverForThisFile();

const at = (localDate: string, time = '12:00:00') => `${localDate}T${time}+11:00`;
const hasPdfToText = spawnSync('pdftotext', ['-v']).status === 0;

async function shop() {
  const kit = await payoutsKit(server.db, { periods: { 9: 1 } });
  await server.db
    .update(merchants)
    .set({ abn: '51 824 753 556', street: '12 Harbour Street', suburb: 'Sydney', state: 'NSW', postcode: '2000' })
    .where(eq(merchants.id, kit.merchant.id));
  const second = await createStore(server.db, kit.merchant.id);
  const first = await kit.pay(123_456, at('2026-03-02', '09:00:00'));
  await kit.pay(50_000, at('2026-03-15', '10:00:00'), 9, 1, { storeId: second.id });
  await kit.refund(first.id, 23_456, at('2026-03-20', '10:00:00'));
  await kit.pay(7_000, at('2026-04-01', '10:00:00')); // April: not in March's statement
  await kit.runner.runDue(new Date(at('2026-04-02')), kit.scope);
  return { kit, second };
}

async function exportStatement(
  kit: PayoutsKit,
  token: string,
  body: Record<string, unknown>,
  language: 'en-US' | 'zh-CN' = 'en-US',
) {
  return server.call(
    'export_monthly_report',
    { merchant_id: kit.merchant.id, year: 2026, month: 3, currency: 'AUD', ...body },
    { token, language },
  );
}

/** Downloads the statement and returns its text (pdftotext), or its raw bytes as latin1 when pdftotext is missing. */
async function download(filepath: string): Promise<{ bytes: Buffer; text: string }> {
  const response = await fetch(`${server.url}${filepath}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const bytes = Buffer.from(await response.arrayBuffer());
  if (!hasPdfToText) return { bytes, text: bytes.toString('latin1') };
  const path = join(mkdtempSync(join(tmpdir(), 'statement-')), 'statement.pdf');
  writeFileSync(path, bytes);
  return { bytes, text: execFileSync('pdftotext', ['-layout', path, '-']).toString('utf8') };
}

describe('export_monthly_report', () => {
  it("writes the month's PDF statement: merchant details, totals, channels and days", async () => {
    const { kit } = await shop();
    const token = await signedInMember(server, kit, [ROLE.finance]);
    const result = await exportStatement(kit, token, {});
    expect(result.status).toBe(200);
    const body = result.body;
    expect(body.file_name).toBe(`statement-${kit.merchant.number}-2026-03-AUD.pdf`);
    const { bytes, text } = await download(body.filepath);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toMatch(/NotoSansSC/);
    // Every amount in the one money format, as on the screens: the code, a space, separators, 2 decimals.
    const written = pdfText(bytes);
    expect(written).toContain('AUD 1,734.56');
    expect(written).toContain('AUD 234.56');
    expect(written).toContain('AUD 25.00');
    expect(written).toContain('AUD 1,475.00');
    const amounts = [...written.matchAll(/(?:\S+ )?\d[\d,]*\.\d{2}\b/g)].map((match) => match[0]);
    expect(amounts.length).toBeGreaterThan(10);
    for (const amount of amounts) expect(amount, amount).toMatch(/^\u2212?AUD \d{1,3}(,\d{3})*\.\d{2}$/);
    if (!hasPdfToText) return;
    expect(text).toContain(kit.merchant.name);
    expect(text).toContain('Monthly statement');
    expect(text).toContain('March 2026');
    expect(text).toContain('51 824 753 556');
    expect(text).toContain('12 Harbour Street, Sydney NSW 2000');
    // Payments 1,234.56 + 500.00; refund 234.56; fees 18.52 + 10.00 − 3.52 given back.
    expect(text).toContain('1,734.56');
    expect(text).toContain('234.56');
    expect(text).toContain('25.00');
    expect(text).toContain('1,475.00');
    expect(text).toContain('WeChat Pay');
    expect(text).toContain('Card (in person)');
    expect(text).toContain('2026-03-02');
    expect(text).toContain('2026-03-20');
    expect(text).not.toContain('2026-04-01');
    expect(text).toContain('Paid out this month');
  });

  it('writes Chinese in the Chinese statement', async () => {
    const { kit } = await shop();
    const token = await signedInMember(server, kit, [ROLE.superAdmin]);
    const result = await exportStatement(kit, token, {}, 'zh-CN');
    expect(result.status).toBe(200);
    const { text } = await download(result.body.filepath);
    if (!hasPdfToText) return;
    expect(text).toContain('月度对账单');
    expect(text).toContain('2026年3月');
    expect(text).toContain('微信支付');
    expect(text).toContain('净销售额');
  });

  it("covers a cashier's own store, without the merchant-wide payouts", async () => {
    const { kit, second } = await shop();
    const token = await signedInMember(server, kit, [ROLE.cashier], second.id);
    const result = await exportStatement(kit, token, {});
    expect(result.status).toBe(200);
    const { text } = await download(result.body.filepath);
    if (!hasPdfToText) return;
    expect(text).toContain(second.name);
    expect(text).toContain('500.00');
    expect(text).not.toContain('1,234.56');
    expect(text).not.toContain('Paid out this month');
  });

  it('refuses the current and future months, a currency other than AUD or USD, and roles without the transaction page', async () => {
    const { kit } = await shop();
    const token = await signedInMember(server, kit, [ROLE.superAdmin]);
    const today = localDateHour(new Date(), 'Australia/Sydney').date;
    const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    const current = await exportStatement(kit, token, { year, month });
    expect(current.status).toBe(400);
    expect(current.body.msg).toBe('Please choose a month that has ended.');
    expect((await exportStatement(kit, token, { year: year + 1, month: 1 })).status).toBe(400);
    const euro = await exportStatement(kit, token, { currency: 'EUR' }, 'zh-CN');
    expect(euro.body.msg).toBe('请选择币种。');
    expect((await exportStatement(kit, token, { month: 13 })).body.msg).toBe('Please choose a month.');
    const admin = await signedInMember(server, kit, [ROLE.admin]);
    expect((await exportStatement(kit, admin, {})).status).toBe(403);
  });
});
