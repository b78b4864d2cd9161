import ExcelJS from 'exceljs';
import { BATCH_COLUMNS } from '@mbo/contracts/calls/remittance-batch';
import type { Language } from '@mbo/contracts/constants';
import { translate } from '@mbo/contracts/i18n';
import { currencyById } from '@mbo/contracts/lookups/currencies';
import { REMITTANCE_REASONS } from '@mbo/contracts/remittance/reasons';
import type { ExportFiles, ExportOwner } from '../../exports/exports.public.ts';
import type { BatchRecipient } from './batch-price.ts';

const WIDTHS: Record<(typeof BATCH_COLUMNS)[number], number> = {
  recipient_id: 16,
  amount: 14,
  reason: 16,
  notify_email: 28,
  reference: 22,
  amount_side: 24,
  speed: 22,
};

/**
 * The batch-payment template in the user's language: sheet 1 the columns' titles (the parser reads either
 * language's, or the keys) with an example row using the merchant's first recipient; sheet 2 the merchant's
 * recipients (ids to copy); sheet 3 the reasons 0–12. Small, so written with exceljs in one go (the exports' own
 * streaming writer has one sheet only).
 */
export async function writeBatchTemplate(
  files: ExportFiles,
  owner: ExportOwner,
  language: Language,
  recipients: readonly BatchRecipient[],
): Promise<{ filepath: string; file_name: string }> {
  const t = (key: string) => translate(language, key);
  const workbook = new ExcelJS.Workbook();
  const payments = workbook.addWorksheet(t('remittance_batch.template.payments_sheet'));
  payments.columns = BATCH_COLUMNS.map((column) => ({
    header: t(`remittance_batch.column.${column}`),
    key: column,
    width: WIDTHS[column],
  }));
  payments.getRow(1).font = { bold: true };
  payments.getColumn('recipient_id').numFmt = '0';
  payments.getColumn('reference').numFmt = '@';
  const example = recipients[0];
  if (example)
    payments.addRow({
      recipient_id: example.id,
      amount: 100,
      reason: 8,
      notify_email: 'finance@example.com',
      reference: 'Invoice 1001',
      amount_side: 'receive',
      speed: 'fast',
    });

  const list = workbook.addWorksheet(t('remittance_batch.template.recipients_sheet'));
  list.columns = [
    { header: t('remittance_batch.column.recipient_id'), key: 'id', width: 16 },
    { header: t('remittance_batch.template.recipient_name'), key: 'name', width: 32 },
    { header: t('remittance_batch.template.recipient_currency'), key: 'currency', width: 12 },
    { header: t('remittance_batch.template.recipient_kind'), key: 'kind', width: 16 },
  ];
  list.getRow(1).font = { bold: true };
  for (const recipient of recipients)
    list.addRow({
      id: recipient.id,
      name: recipient.name,
      currency: currencyById(recipient.currencyId)?.code ?? '',
      kind: t(`remittance_batch.template.kind.${recipient.kind}`),
    });

  const reasons = workbook.addWorksheet(t('remittance_batch.template.reasons_sheet'));
  reasons.columns = [
    { header: t('remittance_batch.template.reason_id'), key: 'id', width: 10 },
    { header: t('remittance_batch.template.reason_name'), key: 'name', width: 44 },
  ];
  reasons.getRow(1).font = { bold: true };
  for (const reason of REMITTANCE_REASONS)
    reasons.addRow({ id: reason.id, name: language === 'zh_CN' ? reason.zh : reason.en });

  const fileName = t('remittance_batch.template.file_name');
  const file = files.create(fileName, owner);
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  await new Promise<void>((resolve, reject) => {
    file.stream.once('error', reject);
    file.stream.end(bytes, resolve);
  });
  return { filepath: file.url, file_name: fileName };
}
