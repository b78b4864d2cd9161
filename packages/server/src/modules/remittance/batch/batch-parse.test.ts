import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { BATCH_MAX_ROWS } from '@mbo/contracts/calls/remittance-batch';
import { AppError } from '../../../lib/app-error.ts';
import { parseBatchFile } from './batch-parse.ts';
import { priceBatch, type BatchPricing, type BatchRecipient } from './batch-price.ts';
import { rowErrorText } from './batch-view.ts';
import { createPricing } from '../pricing.ts';

const HEADER = 'recipient_id,amount,amount_side,reason,notify_email,reference,speed';
const csv = (text: string, bom = false) => Buffer.from(`${bom ? '\uFEFF' : ''}${text}`, 'utf8');

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('parseBatchFile', () => {
  it('reads a CSV with a BOM, quoted cells and empty lines; optional columns default to empty', async () => {
    const rows = await parseBatchFile(
      csv(`${HEADER}\r\n7,"1,250.50",send,6,a@b.test,Invoice 1,fast\r\n\r\n8,10,,0,c@d.test,"Pay, May",\r\n`, true),
      'en',
    );
    expect(rows).toEqual([
      {
        line: 2,
        recipient_id: '7',
        amount: '1,250.50',
        amount_side: 'send',
        reason: '6',
        notify_email: 'a@b.test',
        reference: 'Invoice 1',
        speed: 'fast',
      },
      {
        line: 4,
        recipient_id: '8',
        amount: '10',
        amount_side: '',
        reason: '0',
        notify_email: 'c@d.test',
        reference: 'Pay, May',
        speed: '',
      },
    ]);
  });

  it('reads a CSV without a BOM, semicolons, headers by title in either language and in any order', async () => {
    const rows = await parseBatchFile(
      csv('附言;金额;收款人编号;汇款原因（0-12）;Notification e-mail\nRef 9;5.5;12;3;x@y.test\n'),
      'zh_CN',
    );
    expect(rows[0]).toMatchObject({ recipient_id: '12', amount: '5.5', reason: '3', reference: 'Ref 9', speed: '' });
  });

  it('reads an XLSX (numbers, hyperlinked e-mails, rich text) from its first sheet', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Payments');
    sheet.addRow(['Recipient ID', 'Amount', 'Reason (0-12)', 'Notification e-mail', 'Reference', 'Speed']);
    sheet.addRow([
      42,
      99.99,
      8,
      { text: 'pay@shop.test', hyperlink: 'mailto:pay@shop.test' },
      { richText: [{ text: 'Inv ' }, { text: '77' }] },
      'advanced',
    ]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const rows = await parseBatchFile(bytes, 'en');
    expect(rows).toEqual([
      {
        line: 2,
        recipient_id: '42',
        amount: '99.99',
        amount_side: '',
        reason: '8',
        notify_email: 'pay@shop.test',
        reference: 'Inv 77',
        speed: 'advanced',
      },
    ]);
  });

  it('refuses a file missing required columns, naming them in the user’s language', async () => {
    const en = await refusal(parseBatchFile(csv('recipient_id,amount\n1,2\n'), 'en'));
    expect(en.messageKey).toBe('remittance_batch.missing_columns');
    expect(en.params.columns).toBe('Reason (0-12), Notification e-mail, Reference');
    const zh = await refusal(parseBatchFile(csv('recipient_id,amount\n1,2\n'), 'zh_CN'));
    expect(zh.params.columns).toBe('汇款原因（0-12）、通知邮箱、附言');
  });

  it('refuses an empty file, a file that is not UTF-8, and one row too many', async () => {
    expect((await refusal(parseBatchFile(csv(`${HEADER}\n\n`), 'en'))).messageKey).toBe('remittance_batch.empty');
    expect((await refusal(parseBatchFile(Buffer.from([0x72, 0xff, 0xfe, 0x0a]), 'en'))).messageKey).toBe(
      'remittance_batch.file_unreadable',
    );
    const line = '1,1,,1,a@b.test,R,\n';
    const tooMany = await refusal(parseBatchFile(csv(`${HEADER}\n${line.repeat(BATCH_MAX_ROWS + 1)}`), 'en'));
    expect(tooMany.messageKey).toBe('remittance_batch.too_many_rows');
    expect(tooMany.params).toEqual({ count: BATCH_MAX_ROWS + 1, max: BATCH_MAX_ROWS });
  });
});

describe('priceBatch', () => {
  const AUD = 1;
  const CNY = 3;
  const recipients = new Map<number, BatchRecipient>([
    [1, { id: 1, name: 'Li Wei', kind: 2, currencyId: CNY, paymentNetwork: 1, userId: null }],
    [2, { id: 2, name: 'Sydney Supplies', kind: 2, currencyId: AUD, paymentNetwork: 1, userId: null }],
    [3, { id: 3, name: 'Swift Co', kind: 2, currencyId: CNY, paymentNetwork: 2, userId: null }],
    [4, { id: 4, name: 'A user', kind: 1, currencyId: AUD, paymentNetwork: null, userId: 9, recipientMerchantId: 77 }],
  ]);
  const pricing: BatchPricing = {
    quotedAtMs: 0,
    expiresAtMs: 60_000,
    spreadPpm: 5_000,
    source: 'test',
    // 1 AUD = 4.70 CNY mid, 4.6765 to the customer.
    rates: { [CNY]: { midRateE10: 47_000_000_000, rateE10: 46_765_000_000 } },
  };
  // The order module's pricing over a fixed rate source: 1 AUD = 4.70 CNY at mid.
  const orderPricing = createPricing({
    rates: { name: 'fixed', midRateE10: async (sell, buy) => (sell === AUD && buy === CNY ? 47_000_000_000 : null) },
    spreadPpm: 5_000,
  });
  const price = (rows: Parameters<typeof priceBatch>[0]) => priceBatch(rows, AUD, recipients, pricing, orderPricing);
  const row = (fields: Partial<Record<string, string>>, line = 2) => ({
    line,
    recipient_id: '1',
    amount: '100',
    amount_side: '',
    reason: '6',
    notify_email: 'a@b.test',
    reference: 'Salary',
    speed: '',
    ...fields,
  });

  it('prices valid rows at the batch rate with the fee of their speed, and totals only those', async () => {
    const { rows, totals } = await price([
      row({}),
      row({ recipient_id: '3', amount: '200', amount_side: 'send' }, 3),
      row({ recipient_id: '4' }, 4),
    ]);
    expect(rows.map((priced) => priced.errors)).toEqual([[], [], []]);
    // 100 CNY received: 100 / 4.6765 = 21.3835… AUD, rounded up.
    expect(rows[0]).toMatchObject({
      receiveMinor: 10_000,
      sendMinor: 2_139,
      feeMinor: 600,
      speed: 1,
      cnyMinor: 10_000,
    });
    // SWIFT: Fast switches to Advanced (AUD 20); 200 AUD sent buys 935.30 CNY.
    expect(rows[1]).toMatchObject({
      sendMinor: 20_000,
      receiveMinor: 93_530,
      feeMinor: 2_000,
      speed: 2,
      speedSwitched: true,
    });
    // A product user: same currency, free.
    expect(rows[2]).toMatchObject({ sendMinor: 10_000, receiveMinor: 10_000, feeMinor: 0, feeWaiver: 2 });
    expect(totals).toEqual({ rowCount: 3, validCount: 3, sendMinor: 32_139, feeMinor: 2_600 });
  });

  it('keeps every error of a bad row, naming its column, and leaves it out of the totals', async () => {
    const { rows, totals } = await price([
      row({ recipient_id: '99', reason: '13', notify_email: 'nope', reference: 'Too long reference text!' }),
      row({ recipient_id: '2' }, 3),
      row({ amount: '1.234', amount_side: 'both', speed: 'slow' }, 4),
      row({ amount: '8000', amount_side: 'send' }, 5),
      row({ amount: '' }, 6),
    ]);
    const texts = rows.map((priced) => priced.errors.map((error) => rowErrorText('en', error)));
    expect(texts[0]).toEqual([
      'Recipient ID: There is no recipient 99 among your recipients.',
      'Reason (0-12): The remittance reason cannot be empty.',
      'Notification e-mail: Please enter the correct email address.',
      'Reference: The reference must be 1 to 18 letters, digits or spaces.',
    ]);
    expect(texts[1]).toEqual(['Recipient ID: AUD does not support send money']);
    expect(rows[2]!.errors.map((error) => error.column)).toEqual(['amount_side', 'speed']);
    expect(texts[3]).toEqual([
      'Amount: A single Fast transfer remittance can be at most CNY 35,000.00 (this one is CNY 37,412.00). Please send a smaller amount.',
    ]);
    expect(texts[4]).toEqual(['Amount: Enter the amount.']);
    expect(rowErrorText('zh_CN', rows[1]!.errors[0]!)).toBe('收款人编号：澳元不支持汇款');
    expect(totals).toEqual({ rowCount: 5, validCount: 0, sendMinor: 0, feeMinor: 0 });
  });

  it('refuses more decimals than two or than the currency has', async () => {
    const { rows } = await price([row({ amount: '10.001' }), row({ amount: '0' }, 3)]);
    expect(rows.map((priced) => priced.errors.map((error) => error.key))).toEqual([
      ['remittance.amount_invalid'],
      ['remittance.amount_invalid'],
    ]);
  });
});
