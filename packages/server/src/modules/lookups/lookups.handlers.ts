import { and, count, eq } from 'drizzle-orm';
import { CURRENCIES } from '@mbo/contracts/lookups/currencies';
import { BALANCE_TRANSACTION_TYPES } from '@mbo/contracts/lookups/transaction-types';
import type { Database } from '@mbo/db/client';
import { messages } from '@mbo/db/schema';
import type { Handlers } from '../../http/call-context.ts';

export function createLookupHandlers(db: Database): Handlers<'Get_Currency_List' | 'Get_Transaction_Type_List' | 'get_unread_message_count'> {
  return {
    async Get_Currency_List() {
      return {
        currencies: CURRENCIES.map((currency) => ({
          currency_id: currency.id,
          name: currency.code,
          english_name: currency.en,
          cn_name: currency.zh,
        })),
      };
    },
    async Get_Transaction_Type_List(ctx) {
      return {
        transaction_types: BALANCE_TRANSACTION_TYPES.map((type) => ({
          id: type.id,
          name: ctx.language === 'en' ? type.en : type.zh,
          en_name: type.en,
        })),
      };
    },
    async get_unread_message_count(ctx) {
      const [row] = await db
        .select({ count: count() })
        .from(messages)
        .where(and(eq(messages.userId, ctx.session.userId), eq(messages.isRead, false)));
      return { count: row?.count ?? 0 };
    },
  };
}
