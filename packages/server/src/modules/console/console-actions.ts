import { providerAuditLog } from '@mbo/db/schema-console';
import type { AuditEntryInput } from './console.repository.ts';
import type { Tx } from './review-queue.ts';

export type ConsoleActionEntry = AuditEntryInput;

/** Writes a console action of another area (who, what, the subject, before and after) in the caller's transaction. */
export async function recordConsoleAction(tx: Tx, entry: ConsoleActionEntry): Promise<void> {
  await tx.insert(providerAuditLog).values(entry);
}
