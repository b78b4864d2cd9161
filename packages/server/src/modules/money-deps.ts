import type { Database } from '@mbo/db/client';
import type { Config } from '../config.ts';
import type { Ledger, PaymentPath, RefundPath } from '../money/money.public.ts';
import type { Notifier } from '../notify/notifier.ts';
import type { AuditRepository } from './audit/audit.public.ts';
import type { CodesService } from './auth/auth.public.ts';
import type { ExportFiles } from './exports/exports.public.ts';

/** What the money modules (transactions, refunds, reports, payouts, stores, gateway …) are built from; each takes what it uses. */
export interface MoneyDeps {
  db: Database;
  config: Config;
  ledger: Ledger;
  paymentPath: PaymentPath;
  refundPath: RefundPath;
  codes: CodesService;
  audit: AuditRepository;
  notifier: Notifier;
  exportFiles: ExportFiles;
  /** Server key material (code digests, sign-in links, API secret encryption). */
  secret: Buffer;
}
