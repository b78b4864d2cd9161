import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import type { AuditAction } from '../audit/audit.repository.ts';
import { auditLog } from '@mbo/db/schema';
import { merchantApiKeys, merchantApiSettings } from '@mbo/db/schema-gateway';

/** The developer audit actions (the audit log's action column is free text; these are the developer area's). */
/** The developer area's entries in the one audit vocabulary. */
export type DeveloperAuditAction = Extract<AuditAction, 'api_key_created' | 'api_key_sent' | 'api_key_rotated' | 'api_settings_changed'>;

export interface StoredKey {
  merchantId: number;
  keyId: string;
  sealedSecret: string;
  isRetired: boolean;
}

/** Queries of API keys and developer settings, each scoped by merchant (a key id lookup answers its merchant). */
export function createApiKeysRepository(db: Database) {
  return {
    async activeKey(merchantId: number): Promise<StoredKey | null> {
      const [row] = await db
        .select({ keyId: merchantApiKeys.keyId, sealedSecret: merchantApiKeys.secretCiphertext })
        .from(merchantApiKeys)
        .where(and(eq(merchantApiKeys.merchantId, merchantId), isNull(merchantApiKeys.retiredAt)));
      return row ? { merchantId, ...row, isRetired: false } : null;
    },

    /** Any key, active or retired, by its public id (a retired key is reported so the caller can say so). */
    async byKeyId(keyId: string): Promise<StoredKey | null> {
      const [row] = await db
        .select({
          merchantId: merchantApiKeys.merchantId,
          keyId: merchantApiKeys.keyId,
          sealedSecret: merchantApiKeys.secretCiphertext,
          retiredAt: merchantApiKeys.retiredAt,
        })
        .from(merchantApiKeys)
        .where(eq(merchantApiKeys.keyId, keyId));
      return row ? { merchantId: row.merchantId, keyId: row.keyId, sealedSecret: row.sealedSecret, isRetired: row.retiredAt !== null } : null;
    },

    /** Inserts the first key; false when the merchant already has an active one (a concurrent first use). */
    async insertFirst(merchantId: number, keyId: string, sealedSecret: string, userId: number): Promise<boolean> {
      const rows = await db
        .insert(merchantApiKeys)
        .values({ merchantId, keyId, secretCiphertext: sealedSecret, createdBy: userId })
        .onConflictDoNothing()
        .returning({ id: merchantApiKeys.id });
      return rows.length === 1;
    },

    /** Retires the active key and inserts the new one in one transaction (the one-active-key index holds). */
    async rotate(merchantId: number, keyId: string, sealedSecret: string, userId: number): Promise<string | null> {
      return db.transaction(async (tx) => {
        const retired = await tx
          .update(merchantApiKeys)
          .set({ retiredAt: sql`now()` })
          .where(and(eq(merchantApiKeys.merchantId, merchantId), isNull(merchantApiKeys.retiredAt)))
          .returning({ keyId: merchantApiKeys.keyId });
        await tx.insert(merchantApiKeys).values({ merchantId, keyId, secretCiphertext: sealedSecret, createdBy: userId });
        return retired[0]?.keyId ?? null;
      });
    },

    async notifyUrl(merchantId: number): Promise<string | null> {
      const [row] = await db.select({ notifyUrl: merchantApiSettings.notifyUrl }).from(merchantApiSettings).where(eq(merchantApiSettings.merchantId, merchantId));
      return row?.notifyUrl ?? null;
    },

    async setNotifyUrl(merchantId: number, notifyUrl: string | null): Promise<void> {
      await db
        .insert(merchantApiSettings)
        .values({ merchantId, notifyUrl })
        .onConflictDoUpdate({ target: merchantApiSettings.merchantId, set: { notifyUrl, updatedAt: sql`now()` } });
    },

    async userPhone(userId: number): Promise<{ countryCode: string; phone: string } | null> {
      const { rows } = await db.execute<{ country_code: string | null; phone: string | null }>(
        sql`select country_code, phone from users where id = ${userId}`,
      );
      const row = rows[0];
      return row?.phone ? { countryCode: row.country_code ?? '+61', phone: row.phone } : null;
    },

    /** When this user last had a secret key sent for this merchant (null: never). */
    async lastKeySentAt(merchantId: number, userId: number): Promise<Date | null> {
      const { rows } = await db.execute<{ created_at: Date | string }>(
        sql`select created_at from audit_log where merchant_id = ${merchantId} and user_id = ${userId}
            and action in ('api_key_created', 'api_key_sent', 'api_key_rotated') order by id desc limit 1`,
      );
      return rows[0] ? new Date(rows[0].created_at) : null;
    },

    /** Never pass the secret in `detail`: the audit log is read by people. */
    async audit(entry: { action: DeveloperAuditAction; merchantId: number; userId: number; ip: string; detail: Record<string, unknown> }): Promise<void> {
      await db.insert(auditLog).values({ action: entry.action, merchantId: entry.merchantId, userId: entry.userId, ip: entry.ip, detail: entry.detail });
    },
  };
}
export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
