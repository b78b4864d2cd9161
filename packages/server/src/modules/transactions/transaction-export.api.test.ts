import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { addDays } from '@mbo/contracts/date-filter';
import { spreadsheetMoneyFormat } from '@mbo/contracts/money';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { createRefundPath } from '../../money/money.public.ts';
import { exportHeaders } from './transaction-export.service.ts';
import { EXPORT_BATCH } from './transaction-stream.ts';
import { callForShop, daysAgo, shop, utcDate, type Shop } from '../../../test/kits/transactions-test-kit.ts';

const server = serverForThisFile();

/** Exports, downloads the file and reads it back with exceljs's reader. */
async function exported(
  s: Shop,
  body: Record<string, unknown>,
  token = s.owner.token,
  language: 'en-US' | 'zh-CN' = 'en-US',
) {
  const result = await callForShop(server, 'export_transaction_list_report', s, body, { token, language });
  expect(result.status, result.body.msg).toBe(200);
  const { filepath, row_count: rowCount } = result.body;
  const response = await fetch(`${server.url}${filepath}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="transactions-\d{8}-\d{8}\.xlsx"$/,
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { rows, rowCount, sheet };
}

async function listTotal(s: Shop, body: Record<string, unknown>, token = s.owner.token): Promise<number> {
  const result = await callForShop(server, 'transactionlist_report', s, body, { token });
  return result.body.page_data.total_count;
}

describe('export_transaction_list_report', () => {
  it("exports the whole filtered set, headers in the caller's language, refunds as negative amounts", async () => {
    const s = await shop(server);
    const paid = await s.pay(2_000, daysAgo(2, 9), { cardMasked: '4111111111111111', channelId: 9 });
    for (let index = 0; index < 14; index += 1)
      await s.pay(1_000 + index, daysAgo(index % 4, 10, index), { storeId: s.stores[index % 2]!.id });
    await createRefundPath(server.db, s.ledger).refund({
      merchantId: s.merchant.id,
      paymentId: paid.id,
      amountMinor: 500,
      idempotencyKey: 'x',
      at: daysAgo(1, 11),
    });

    const english = await exported(s, {});
    expect(english.rows[0]).toEqual(exportHeaders('en'));
    expect(english.rowCount).toBe(16);
    expect(english.rows.length - 1).toBe(await listTotal(s, {}));
    const headers = exportHeaders('en');
    const column = (name: string) => headers.indexOf(name);
    const refundRow = english.rows.find((row) => row[column('Type')] === 'Refund')!;
    expect(refundRow[column('Gross amount')]).toBe(-5);
    expect(refundRow[column('Original payment')]).toBe(paid.number);
    expect(refundRow[column('Card number')]).toBe('411111******1111');
    const cardRow = english.rows.find((row) => row[column('Transaction number')] === paid.number)!;
    expect(cardRow[column('Gross amount')]).toBe(20);
    expect(cardRow[column('Original payment')], 'a payment row has no original payment').toBeFalsy();
    expect(cardRow[column('Status')]).toBe('Partly refunded');
    // Amounts stay numbers (a column adds up), shown in the one money format of the row's currency: "AUD 1,663.27",
    // a refund "−AUD 5.00", the pay amount in the pay currency.
    const cellOf = (row: unknown[], name: string) => {
      const index = english.rows.indexOf(row) + 1;
      return english.sheet.getRow(index).getCell(column(name) + 1);
    };
    for (const name of ['Order amount', 'Gross amount', 'Merchant fee', 'Net amount', 'Refunded'])
      expect(cellOf(cardRow, name).numFmt, name).toBe('"AUD "#,##0.00;"\u2212AUD "#,##0.00');
    expect(cellOf(refundRow, 'Gross amount').numFmt).toBe(spreadsheetMoneyFormat(1));
    expect(cellOf(refundRow, 'Gross amount').value).toBe(-5);
    // Exchange rates with the screens' one precision: 4 decimals.
    expect(english.sheet.getRow(2).getCell(column('Exchange rate') + 1).numFmt).toBe('0.0000');

    const chinese = await exported(s, {}, s.owner.token, 'zh-CN');
    expect(chinese.rows[0]).toEqual(exportHeaders('zh_CN'));
    expect(chinese.sheet.name).toBe('交易明细');
    expect(chinese.rows.length).toBe(english.rows.length);
  });

  it('exports what the filter and the store scope select, across batches', async () => {
    const s = await shop(server);
    const count = EXPORT_BATCH + 150;
    const at = daysAgo(1, 0);
    // Bulk-made through the payment path; a few concurrently, to keep the test short.
    for (let start = 0; start < count; start += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, count - start) }, (_, offset) => {
          const index = start + offset;
          return s.pay(500 + (index % 300), new Date(at.getTime() + index * 20_000), {
            storeId: s.stores[index % 3 === 0 ? 1 : 0]!.id,
          });
        }),
      );
    }
    const all = await exported(s, { sort_type: 1 });
    expect(all.rows.length - 1).toBe(count);
    const times = all.rows.slice(1).map((row) => String(row[1]));
    expect([...times].sort()).toEqual(times);

    const cashier = await exported(s, {}, s.cashier.token);
    const cashierTotal = await listTotal(s, {}, s.cashier.token);
    expect(cashierTotal).toBe(count - Math.ceil(count / 3));
    expect(cashier.rows.length - 1).toBe(cashierTotal);
    const store = exportHeaders('en').indexOf('Store');
    expect(new Set(cashier.rows.slice(1).map((row) => row[store]))).toEqual(new Set([s.stores[0]!.name]));

    const filtered = await exported(s, { branch_id: [s.stores[1]!.id], turnover_type: 1 });
    expect(filtered.rows.length - 1).toBe(await listTotal(s, { branch_id: [s.stores[1]!.id], turnover_type: 1 }));
  });

  it('applies the date rules', async () => {
    const s = await shop(server);
    const result = await server.call(
      'export_transaction_list_report',
      { merchant_id: s.merchant.id, begin_time: utcDate(new Date()), end_time: addDays(utcDate(new Date()), -3) },
      { token: s.owner.token },
    );
    expect(result.status).toBe(400);
  });
});
