import type { Database } from '@mbo/db/client';
import { auditLog } from '@mbo/db/schema';

export type AuditAction =
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_out'
  | 'sign_up'
  | 'password_changed'
  | 'password_reset'
  | 'contact_changed'
  | 'agreement_acknowledged'
  | 'refund'
  | 'employee_added'
  | 'employee_updated'
  | 'employee_removed'
  | 'store_added'
  | 'store_fee_changed'
  | 'store_payment_changed'
  | 'api_key_created'
  | 'api_key_sent'
  | 'api_key_rotated'
  | 'api_settings_changed'
  | 'settlement_account_changed'
  | 'recipient_added'
  | 'recipient_bank_changed'
  | 'recipient_deleted'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'two_factor_failed'
  | 'recovery_code_used'
  | 'recovery_codes_regenerated'
  | 'two_factor_requirement_on'
  | 'two_factor_requirement_off';

/** Appends to the audit log (the table refuses updates and deletes). Never pass secrets or codes in `detail`. */
export function createAuditRepository(db: Database) {
  return {
    async record(entry: {
      action: AuditAction;
      userId?: number | null;
      merchantId?: number | null;
      ip?: string;
      detail?: Record<string, unknown>;
    }) {
      await db.insert(auditLog).values({
        action: entry.action,
        userId: entry.userId ?? null,
        merchantId: entry.merchantId ?? null,
        ip: entry.ip ?? null,
        detail: entry.detail ?? {},
      });
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
