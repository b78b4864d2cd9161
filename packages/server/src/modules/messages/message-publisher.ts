import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { cleanMessageHtml } from './message-html.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The roles whose members read a merchant's messages (the spec's page table: message, roles 1–4). */
const READER_ROLES = [1, 2, 3, 4];

export type Recipients = { kind: 'all' } | { kind: 'merchant'; merchantId: number } | { kind: 'user'; userId: number };

export interface MessageTexts {
  title: { en: string; zh_CN: string };
  content: { en: string; zh_CN: string };
}

/**
 * Writes one message per recipient, each in the recipient's language, in one INSERT … SELECT inside the caller's
 * transaction. A merchant's recipients are its live members with a reading role; `all` is those of every verified
 * merchant, each person once. The HTML is cleaned here as well as on every read. Answers how many were written.
 */
export async function publishMessage(tx: Tx, to: Recipients, texts: MessageTexts): Promise<number> {
  const contentEn = cleanMessageHtml(texts.content.en);
  const contentZh = cleanMessageHtml(texts.content.zh_CN);
  const roles = sql.raw(READER_ROLES.join(', '));
  const people =
    to.kind === 'user'
      ? sql`select id as user_id from users where id = ${to.userId}`
      : sql`select distinct e.user_id from employees e
          join employee_roles r on r.merchant_id = e.merchant_id and r.user_id = e.user_id and not r.is_delete
          join merchants m on m.id = e.merchant_id
          where not e.is_delete and r.role_type in (${roles})
            and ${to.kind === 'merchant' ? sql`e.merchant_id = ${to.merchantId}` : sql`m.is_verify`}`;
  const { rows } = await tx.execute<{ count: number }>(sql`
    with written as (
      insert into messages (user_id, title, content)
      select u.id,
        case when u.language = 'zh_CN' then ${texts.title.zh_CN} else ${texts.title.en} end,
        case when u.language = 'zh_CN' then ${contentZh} else ${contentEn} end
      from (${people}) p join users u on u.id = p.user_id
      returning 1
    )
    select count(*)::int as count from written`);
  return rows[0]?.count ?? 0;
}
