import type { Database } from '@mbo/db/client';
import type { Config } from '../../../config.ts';
import type { Ledger } from '../../../money/money.public.ts';
import type { ExportFiles } from '../../exports/exports.public.ts';
import type { FxRepository } from '../../fx/fx.public.ts';
import type { UploadsRepository } from '../../uploads/uploads.public.ts';
import type { Remittance } from '../remittance.module.ts';
import { createBatchOrderPayer } from './batch-pay.ts';
import { createBatchService } from './batch.service.ts';
import { createBatchRepository } from './batch.repository.ts';

/** Batch payment built on the remittance area (app.ts): its pricing, repository and postings, the FX and upload stores. */
export function createBatchPayments(deps: {
  db: Database;
  ledger: Ledger;
  remittance: Remittance;
  fx: FxRepository;
  ratesSource: string;
  config: Pick<Config, 'fxSpreadPpm' | 'fxQuoteTtlMs'>;
  uploads: UploadsRepository;
  readUpload(token: string): Promise<Buffer>;
  exportFiles: ExportFiles;
}) {
  const { remittance, config } = deps;
  const repository = createBatchRepository(deps.db);
  return createBatchService({
    db: deps.db,
    ledger: deps.ledger,
    repository,
    fx: deps.fx,
    pricing: remittance.pricing,
    ratesSource: deps.ratesSource,
    spreadPpm: config.fxSpreadPpm,
    quoteTtlMs: config.fxQuoteTtlMs,
    uploads: deps.uploads,
    readUpload: deps.readUpload,
    exportFiles: deps.exportFiles,
    merchantOfUser: (userId, senderMerchantId) => remittance.repository.merchantOfUser(userId, senderMerchantId),
    payer: createBatchOrderPayer({
      ledger: deps.ledger,
      repository: remittance.repository,
    }),
  });
}
