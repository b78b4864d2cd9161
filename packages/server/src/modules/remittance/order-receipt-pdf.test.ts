import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { TransferOrder } from '@mbo/contracts/calls/remittance';
import { translate } from '@mbo/contracts/i18n';
import { pdfText } from '../../../test/support/pdf-text.ts';
import { writeOrderReceiptPdf } from './order-receipt-pdf.ts';

/** A completed AUD → CNY order as its view answers it (the values the receipt must carry). */
const order = (language: 'en' | 'zh_CN'): TransferOrder => ({
  id: 7,
  number: 'RM0000000007',
  status: 4,
  status_name: translate(language, 'remittance.status.4'),
  progress: 'complete',
  recipient: {
    id: 3,
    name: '李伟',
    kind: 2,
    account_display: '•••• 7010',
    payment_network_name: translate(language, 'recipients.network.1'),
  },
  quote_id: 11,
  send_currency_id: 1,
  send_currency: 'AUD',
  send_amount: 1000,
  receive_currency_id: 3,
  receive_currency: 'CNY',
  receive_amount: 4671.52,
  rate: 4.67152,
  fee_amount: 12,
  fee_gst: 1.09,
  fee_waiver: 0,
  total_amount: 1012,
  speed: 2,
  speed_name: translate(language, 'remittance.speed.2'),
  payment_method: 3,
  payment_method_name: translate(language, 'remittance.method.3'),
  reason: 8,
  reason_name: language === 'zh_CN' ? '贸易相关服务' : 'Trade-related services',
  notify_email: 'finance@example.test',
  reference: 'Invoice 1042',
  closed_reason: null,
  status_note: null,
  abnormal_fee_amount: 0,
  returned_amount: 0,
  has_receipt: true,
  batch_id: null,
  pay_by: '2026-03-02 10:30:00',
  pay_by_ms: 0,
  create_time: '2026-03-02 10:00:00',
  paid_time: '2026-03-02 10:05:00',
  completed_time: '2026-03-02 11:00:00',
  ended_time: null,
});

async function receiptText(language: 'en' | 'zh_CN'): Promise<string> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeOrderReceiptPdf(
    {
      order: order(language),
      merchant: { name: '悉尼港湾贸易 Pty Ltd', number: 'M100001', timeZone: 'Australia/Sydney' },
      generatedAt: '2026-03-03 09:00:00',
      t: (key, params) => translate(language, key, params),
    },
    out,
  );
  const bytes = Buffer.concat(chunks);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(bytes);
}

describe('the PDF receipt of a transfer order', () => {
  it.each([
    ['en', ['Transfer receipt', 'Amount received', 'Fee (incl. GST AUD 1.09)', 'Trade-related services']],
    ['zh_CN', ['汇款回单', '到账金额', '手续费（含 GST AUD 1.09）', '贸易相关服务', '已完成']],
  ] as const)('carries the order in %s, Chinese glyphs included', async (language, words) => {
    const text = await receiptText(language);
    const expected = [
      ...words,
      'Monix Payments Pty Ltd',
      'RM0000000007',
      '2026-03-02 10:00:00',
      '2026-03-02 10:05:00',
      '2026-03-02 11:00:00',
      '悉尼港湾贸易 Pty Ltd',
      'M100001',
      '李伟',
      'AUD 1,000.00',
      'AUD 12.00',
      'AUD 1,012.00',
      '1 AUD = 4.6715 CNY',
      'CNY 4,671.52',
      'Invoice 1042',
      'Australia/Sydney',
    ];
    for (const item of expected) expect(text).toContain(item);
    // The font draws the bullet with the middle dot's glyph, which its map reads back as either.
    expect(text).toMatch(/[•·]{4} 7010/);
    expect(text).not.toContain('\uFFFD');
  });
});
