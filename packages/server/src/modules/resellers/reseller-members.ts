import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import type { ResellerScope } from '../../http/call-context.ts';

/**
 * The reseller a user is a member of, for admitting its calls: active when neither it nor its superior is switched
 * off (switching a reseller off shuts its sub-resellers too). One query per call, like a merchant's membership.
 */
export async function resellerMemberOf(
  db: Database,
  userId: number,
): Promise<(ResellerScope & { isActive: boolean }) | null> {
  const { rows } = await db.execute<{ id: number; level: number; parent_id: number | null; is_active: boolean }>(sql`
    select r.id, r.level, r.parent_id, (r.disabled_at is null and p.disabled_at is null) as is_active
      from reseller_members m
      join resellers r on r.id = m.reseller_id
      left join resellers p on p.id = r.parent_id
     where m.user_id = ${userId}`);
  const row = rows[0];
  if (!row) return null;
  return { id: row.id, level: row.level === 1 ? 1 : 2, parentId: row.parent_id, isActive: row.is_active };
}
