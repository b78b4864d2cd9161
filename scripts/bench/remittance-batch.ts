// The batch-payment figure (issue 14 "Tests and figures": a batch of 10,000 rows validated and quoted ≤ 5 s): a
// 10,000-row file read (CSV and XLSX), every row validated against 500 recipients held in memory (the service loads
// the merchant's recipients with one query) and priced at one sandbox rate per receive currency. No query per row:
// the figure is the file's reading, validation and pricing; storing the batch is one INSERT beside it.
// Runs alone too: `npx tsx scripts/bench/remittance-batch.ts`.
import ExcelJS from 'exceljs';
import { BATCH_COLUMNS, BATCH_MAX_ROWS } from '@mbo/contracts/calls/remittance-batch';
import { CURRENCY_ID } from '@mbo/contracts/lookups/currencies';
import { customerRateE10, deploymentFxRates } from '../../packages/server/src/modules/fx/fx.public.ts';
import { parseBatchFile } from '../../packages/server/src/modules/remittance/batch/batch-parse.ts';
import { createPricing } from '../../packages/server/src/modules/remittance/pricing.ts';
import {
  priceBatch,
  receiveCurrenciesOf,
  type BatchPricing,
  type BatchRecipient,
} from '../../packages/server/src/modules/remittance/batch/batch-price.ts';
import type { Figure } from './report-calls.ts';

const RECIPIENTS = 500;
const CURRENCIES = [CURRENCY_ID.CNY, CURRENCY_ID.AUD, CURRENCY_ID.USD, 4];

function fixture() {
  const recipients = new Map<number, BatchRecipient>();
  for (let id = 1; id <= RECIPIENTS; id += 1)
    recipients.set(id, {
      id,
      name: `Recipient ${id}`,
      kind: id % 10 === 0 ? 1 : 2,
      currencyId: CURRENCIES[id % CURRENCIES.length]!,
      paymentNetwork: id % 10 === 0 ? null : id % 3 === 0 ? 2 : 1,
      userId: id % 10 === 0 ? id : null,
      recipientMerchantId: id % 10 === 0 ? 1_000 + id : null,
    });
  const rows = Array.from({ length: BATCH_MAX_ROWS }, (_, index) => ({
    recipient_id: String((index % (RECIPIENTS + 5)) + 1),
    amount: index % 7 === 0 ? '1234.5' : String(50 + (index % 900)),
    reason: String(index % 14),
    notify_email: index % 50 === 0 ? 'not-an-email' : `payee${index}@example.com`,
    reference: `Invoice ${index}`,
    amount_side: index % 2 ? 'send' : 'receive',
    speed: index % 4 ? 'fast' : 'advanced',
  }));
  return { recipients, rows };
}

async function validateAndPrice(bytes: Buffer, recipients: Map<number, BatchRecipient>) {
  const rates = deploymentFxRates({ sandboxChannels: true, fxSandboxSeed: 1 });
  const pricing = createPricing({ rates, spreadPpm: 5_000 });
  const send = CURRENCY_ID.AUD;
  const raw = await parseBatchFile(bytes, 'en');
  const at = new Date();
  const batchPricing: BatchPricing = {
    quotedAtMs: at.getTime(),
    expiresAtMs: at.getTime() + 60_000,
    spreadPpm: 5_000,
    source: rates.name,
    rates: {},
  };
  for (const currency of receiveCurrenciesOf(raw, recipients)) {
    if (currency === send) continue;
    const mid = await pricing.mid(send, currency, at);
    batchPricing.rates[String(currency)] = { midRateE10: mid, rateE10: customerRateE10(mid, 5_000) };
  }
  return priceBatch(raw, send, recipients, batchPricing, pricing);
}

async function timed(bytes: Buffer, recipients: Map<number, BatchRecipient>) {
  const start = performance.now();
  const { totals } = await validateAndPrice(bytes, recipients);
  return { ms: performance.now() - start, valid: totals.validCount };
}

export async function benchRemittanceBatch(): Promise<Figure[]> {
  const { recipients, rows } = fixture();
  const csv = Buffer.from(
    [BATCH_COLUMNS.join(','), ...rows.map((row) => BATCH_COLUMNS.map((column) => row[column]).join(','))].join('\n'),
  );
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Payments');
  sheet.addRow([...BATCH_COLUMNS]);
  for (const row of rows) sheet.addRow(BATCH_COLUMNS.map((column) => row[column]));
  const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
  await timed(csv, recipients); // warm-up: module loading and JIT, once.
  const fromCsv = await timed(csv, recipients);
  const fromXlsx = await timed(xlsx, recipients);
  const figure = (kind: string, result: { ms: number; valid: number }, size: number): Figure => ({
    figure: `batch payment: ${BATCH_MAX_ROWS.toLocaleString('en')}-row ${kind} (${(size / 1024).toFixed(0)} kB) read, validated and priced (${result.valid} valid rows)`,
    value: `${(result.ms / 1000).toFixed(2)} s`,
    target: '≤ 5 s',
  });
  return [figure('CSV', fromCsv, csv.length), figure('XLSX', fromXlsx, xlsx.length)];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await benchRemittanceBatch()) console.log(`${row.figure}: ${row.value} (target ${row.target})`);
}
