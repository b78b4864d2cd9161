/**
 * Batch payment (issue 14 §4 "batch payment"; 002 §5 "Remittance"): many payments in one XLSX or CSV file, every
 * row validated on its own (its errors in the user's language, naming the column), the whole batch priced at once
 * (one rate per receive currency, honoured until the batch's expiry) and paid as one approval: one transfer order
 * per valid row, all paid from the global account's balance in one transaction, or none.
 *
 * The file's columns (ARCHITECTURE.md, "Batch payment"): recipient_id, amount, amount_side (send | receive, default
 * receive), reason (0–12), notify_email, reference, speed (fast | advanced, default fast). A header may be the column's
 * key or its English or Chinese title (the template's). Amounts are major units; times `YYYY-MM-DD HH:mm:ss` in the
 * merchant's time zone, `*_ms` epoch milliseconds.
 */
import { z } from 'zod';
import { CURRENCIES } from '../lookups/currencies.ts';
import { defineCall, merchant } from './define.ts';

/** At most this many payments in one file (a 10,000-row file is validated and priced within 5 s). */
export const BATCH_MAX_ROWS = 10_000;
/** The largest batch file accepted (a 10,000-row CSV is about 1 MB). */
export const BATCH_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** The file's columns, in the template's order; the first five must be present. */
export const BATCH_COLUMNS = [
  'recipient_id',
  'amount',
  'reason',
  'notify_email',
  'reference',
  'amount_side',
  'speed',
] as const;
export type BatchColumn = (typeof BATCH_COLUMNS)[number];
export const BATCH_REQUIRED_COLUMNS: readonly BatchColumn[] = [
  'recipient_id',
  'amount',
  'reason',
  'notify_email',
  'reference',
];
/** 1 validated (waiting for the approval), 2 paid, 99 closed. */
export const BATCH_STATUS = { validated: 1, paid: 2, closed: 99 } as const;

const merchantId = z.number().int().positive();
const currencyIds = CURRENCIES.map((currency) => currency.id);
const sendCurrencyId = z
  .number({ error: 'remittance.currency_invalid' })
  .int('remittance.currency_invalid')
  .refine((id) => currencyIds.includes(id), 'remittance.currency_invalid');
const batchId = z.number({ error: 'remittance_batch.not_found' }).int().positive('remittance_batch.not_found');

export const batchRowSchema = z.object({
  /** The row's number in the file (the header is row 1). */
  line: z.number(),
  /** The cells as typed. */
  recipient_id: z.string(),
  amount: z.string(),
  amount_side: z.string(),
  reason: z.string(),
  notify_email: z.string(),
  reference: z.string(),
  speed: z.string(),
  ok: z.boolean(),
  /** Each problem of the row, the column it is about (a BATCH_COLUMNS key) and the message in the user's language. */
  errors: z.array(z.object({ column: z.string(), message: z.string() })),
  recipient_name: z.string().nullable(),
  receive_currency_id: z.number().nullable(),
  receive_currency: z.string().nullable(),
  /** TRANSFER_SPEED after the Fast → Advanced switch; `speed_switched` when it was switched. */
  speed_id: z.number().nullable(),
  speed_switched: z.boolean(),
  send_amount: z.number().nullable(),
  receive_amount: z.number().nullable(),
  /** GST-inclusive, in the send currency; 0 for a product user. */
  fee_amount: z.number().nullable(),
  fee_gst: z.number().nullable(),
  rate: z.number().nullable(),
  cny_equivalent: z.number().nullable(),
  /** Once paid: the order made of the row. */
  order_id: z.number().nullable(),
  order_number: z.string().nullable(),
});
export type BatchRow = z.output<typeof batchRowSchema>;

export const batchSchema = z.object({
  id: z.number(),
  number: z.string(),
  status: z.number(),
  file_name: z.string(),
  send_currency_id: z.number(),
  send_currency: z.string(),
  row_count: z.number(),
  valid_count: z.number(),
  invalid_count: z.number(),
  rows: z.array(batchRowSchema),
  /** One rate per receive currency: the valid rows to it and their sums. */
  pricing: z.array(
    z.object({
      receive_currency_id: z.number(),
      receive_currency: z.string(),
      rate: z.number(),
      mid_rate: z.number(),
      count: z.number(),
      receive_total: z.number(),
      send_total: z.number(),
    }),
  ),
  total_send: z.number(),
  total_fee: z.number(),
  total_fee_gst: z.number(),
  /** send + fees of the valid rows: what leaves the send currency. */
  total_amount: z.number(),
  /** The global account's available balance in the send currency, and how much is missing (0 when enough). */
  send_available: z.number(),
  shortfall: z.number(),
  expires_at: z.string(),
  expires_at_ms: z.number(),
  expires_in_seconds: z.number(),
  create_time: z.string(),
  paid_time: z.string().nullable(),
});
export type TransferBatch = z.output<typeof batchSchema>;

const batchAnswer = z.object({ batch: batchSchema });

export const remittanceBatchCalls = {
  'Remittance/GetBatchTemplate': defineCall({
    access: merchant('marketplace'),
    summary:
      'The batch-payment template (XLSX): the columns with titles in the user’s language and an example row, and a ' +
      'second sheet listing the merchant’s recipients (id, name, currency, kind) to copy ids from. Returns a ' +
      'download link (valid one hour) as filepath.',
    request: z.object({ merchant_id: merchantId }),
    response: z.object({ filepath: z.string(), file_name: z.string() }),
  }),
  'Remittance/UploadBatch': defineCall({
    access: merchant('marketplace'),
    summary:
      'Reads an uploaded batch file (`/api/upload_file` kind `spreadsheet`: XLSX, or CSV in UTF-8 with or without a ' +
      'BOM; at most 5 MB and 10,000 rows), validates every row (recipient, amount, reason, e-mail, reference, "AUD ' +
      'does not support send money", the limit of its speed in CNY, Fast → Advanced), prices the valid ones (one ' +
      'rate per receive currency, fees GST-inclusive; the first-remittance waiver does not apply) and stores the ' +
      'batch. Missing columns refuse the whole file; a bad row is kept with its errors.',
    request: z.object({
      merchant_id: merchantId,
      send_currency_id: sendCurrencyId,
      file: z
        .string({ error: 'remittance_batch.file_required' })
        .regex(/^[\w-]{16,64}$/, { error: 'remittance_batch.file_required' })
        .meta({ examples: ['0123456789abcdef0123'] }),
      file_name: z.string().trim().max(200).optional(),
    }),
    response: batchAnswer,
  }),
  'Remittance/GetBatch': defineCall({
    access: merchant('marketplace'),
    summary:
      "One batch of the merchant, its rows, pricing and totals; another merchant's is not found. With `refresh`, an " +
      'unpaid batch whose pricing expired is re-priced first (the page does so when its countdown ends).',
    request: z.object({ merchant_id: merchantId, batch_id: batchId, refresh: z.boolean().optional() }),
    response: batchAnswer,
  }),
  'Remittance/PayBatch': defineCall({
    access: merchant('marketplace'),
    summary:
      'Pays a batch as one approval: one transfer order per valid row (invalid rows are skipped: the user saw ' +
      'them), all paid from the global account’s balance in one transaction — or nothing when the balance is short ' +
      'of send + fees (INSUFFICIENT_BALANCE, saying by how much). Expired pricing is re-priced and answers ' +
      'QUOTE_EXPIRED with the re-priced batch (`batch`). Once per batch: a repeat or concurrent calls pay once.',
    request: z.object({
      merchant_id: merchantId,
      batch_id: batchId,
      idempotency_key: z
        .string({ error: 'remittance.idempotency_key_invalid' })
        .regex(/^[\w-]{8,64}$/, 'remittance.idempotency_key_invalid')
        .meta({ examples: ['7d1f6f2a-4f9b-4a55-9a51-0c9f1d0e2b7a'] }),
    }),
    response: batchAnswer,
  }),
};
