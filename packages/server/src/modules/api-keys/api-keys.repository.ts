import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ApiKeyScope } from '@mbo/contracts/calls/api-keys';
import type { Database } from '@mbo/db/client';
import type { AuditAction } from '../audit/audit.public.ts';
import { auditLog } from '@mbo/db/schema';
import { merchantApiKeys, merchantApiSettings } from '@mbo/db/schema-gateway';

/** The key page's audit actions (the audit log's action column is free text; these are the api-keys area's). */
/** The api-keys area's entries in the one audit vocabulary. */
export type ApiKeysAuditAction = Extract<
  AuditAction,
  'api_key_created' | 'api_key_sent' | 'api_key_rotated' | 'api_settings_changed'
>;

export interface StoredKey {
  merchantId: number;
  keyId: string;
  sealedSecret: string;
  isRetired: boolean;
  scopes: ApiKeyScope[];
  /** Who issued the key (null: a key from before issuers were recorded). */
  issuedBy: number | null;
}

/** A key as the /v1/ routes need it: with its issuer's live roles in the key's merchant now (none when they left). */
export interface StoredKeyWithIssuer extends StoredKey {
  issuerRoles: number[];
  /** The key's merchant's is_verify now: an unverified merchant's keys do nothing (issue 11 §5). */
  isMerchantVerified: boolean;
}

export type KeyListRow = {
  key_id: string;
  scopes: ApiKeyScope[];
  issued_by: number | null;
  issuer_name: string | null;
  issued_at: string;
  retired_at: string | null;
};

/** Queries of API keys and their settings, each scoped by merchant (a key id lookup answers its merchant). */
export function createApiKeysRepository(db: Database) {
  return {
    async activeKey(merchantId: number): Promise<StoredKey | null> {
      const [row] = await db
        .select({
          keyId: merchantApiKeys.keyId,
          sealedSecret: merchantApiKeys.secretCiphertext,
          scopes: merchantApiKeys.scopes,
          issuedBy: merchantApiKeys.createdBy,
        })
        .from(merchantApiKeys)
        .where(and(eq(merchantApiKeys.merchantId, merchantId), isNull(merchantApiKeys.retiredAt)));
      return row ? { merchantId, ...row, scopes: row.scopes as ApiKeyScope[], isRetired: false } : null;
    },

    /**
     * Any key, active or retired, by its public id (a retired key is reported so the caller can say so), with its
     * issuer's live roles in the key's merchant: the key acts within them.
     */
    async byKeyId(keyId: string): Promise<StoredKeyWithIssuer | null> {
      const { rows } = await db.execute<{
        merchant_id: number;
        key_id: string;
        secret_ciphertext: string;
        is_retired: boolean;
        scopes: string[];
        created_by: number | null;
        issuer_roles: number[];
        is_merchant_verified: boolean;
      }>(sql`
        select k.merchant_id, k.key_id, k.secret_ciphertext, k.retired_at is not null as is_retired, k.scopes, k.created_by,
               coalesce((select array_agg(r.role_type order by r.role_type)
                         from employees e
                         join employee_roles r on r.merchant_id = e.merchant_id and r.user_id = e.user_id and not r.is_delete
                         where e.merchant_id = k.merchant_id and e.user_id = k.created_by and not e.is_delete), '{}') as issuer_roles,
               m.is_verify as is_merchant_verified
        from merchant_api_keys k join merchants m on m.id = k.merchant_id where k.key_id = ${keyId}`);
      const row = rows[0];
      if (!row) return null;
      return {
        merchantId: Number(row.merchant_id),
        keyId: row.key_id,
        sealedSecret: row.secret_ciphertext,
        isRetired: row.is_retired,
        scopes: row.scopes as ApiKeyScope[],
        issuedBy: row.created_by === null ? null : Number(row.created_by),
        issuerRoles: row.issuer_roles.map(Number),
        isMerchantVerified: row.is_merchant_verified === true,
      };
    },

    /** The merchant's keys, newest first, with the name the merchant knows each issuer by. */
    async list(merchantId: number): Promise<KeyListRow[]> {
      const { rows } = await db.execute<KeyListRow>(sql`
        select k.key_id, k.scopes, k.created_by as issued_by, coalesce(e.name, u.name) as issuer_name,
               to_char(k.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as issued_at,
               to_char(k.retired_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as retired_at
        from merchant_api_keys k
        left join users u on u.id = k.created_by
        left join employees e on e.merchant_id = k.merchant_id and e.user_id = k.created_by
        where k.merchant_id = ${merchantId}
        order by k.id desc`);
      return rows.map((row) => ({ ...row, issued_by: row.issued_by === null ? null : Number(row.issued_by) }));
    },

    async issuerName(merchantId: number, userId: number | null): Promise<string> {
      if (userId === null) return '';
      const { rows } = await db.execute<{ name: string }>(sql`
        select coalesce(e.name, u.name) as name from users u
        left join employees e on e.merchant_id = ${merchantId} and e.user_id = u.id
        where u.id = ${userId}`);
      return rows[0]?.name ?? '';
    },

    /** Inserts the first key; false when the merchant already has an active one (a concurrent first use). */
    async insertFirst(
      merchantId: number,
      keyId: string,
      sealedSecret: string,
      userId: number,
      scopes: readonly ApiKeyScope[],
    ): Promise<boolean> {
      const rows = await db
        .insert(merchantApiKeys)
        .values({ merchantId, keyId, secretCiphertext: sealedSecret, createdBy: userId, scopes: [...scopes] })
        .onConflictDoNothing()
        .returning({ id: merchantApiKeys.id });
      return rows.length === 1;
    },

    /** Retires the active key (if any) and inserts the new one in one transaction (the one-active-key index holds). */
    async rotate(
      merchantId: number,
      keyId: string,
      sealedSecret: string,
      userId: number,
      scopes: readonly ApiKeyScope[],
    ): Promise<string | null> {
      return db.transaction(async (tx) => {
        const retired = await tx
          .update(merchantApiKeys)
          .set({ retiredAt: sql`now()` })
          .where(and(eq(merchantApiKeys.merchantId, merchantId), isNull(merchantApiKeys.retiredAt)))
          .returning({ keyId: merchantApiKeys.keyId });
        await tx
          .insert(merchantApiKeys)
          .values({ merchantId, keyId, secretCiphertext: sealedSecret, createdBy: userId, scopes: [...scopes] });
        return retired[0]?.keyId ?? null;
      });
    },

    async notifyUrl(merchantId: number): Promise<string | null> {
      const [row] = await db
        .select({ notifyUrl: merchantApiSettings.notifyUrl })
        .from(merchantApiSettings)
        .where(eq(merchantApiSettings.merchantId, merchantId));
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
    /** The user's last secret-key SMS, whatever the merchant: the resend window is the person's (issue 13 §5). */
    async lastKeySentAt(userId: number): Promise<Date | null> {
      const { rows } = await db.execute<{ created_at: Date | string }>(
        sql`select created_at from audit_log where user_id = ${userId}
            and action in ('api_key_created', 'api_key_sent', 'api_key_rotated') order by id desc limit 1`,
      );
      return rows[0] ? new Date(rows[0].created_at) : null;
    },

    /** Never pass the secret in `detail`: the audit log is read by people. */
    async audit(entry: {
      action: ApiKeysAuditAction;
      merchantId: number;
      userId: number;
      ip: string;
      detail: Record<string, unknown>;
    }): Promise<void> {
      await db.insert(auditLog).values({
        action: entry.action,
        merchantId: entry.merchantId,
        userId: entry.userId,
        ip: entry.ip,
        detail: entry.detail,
      });
    },
  };
}
export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
