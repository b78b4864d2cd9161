import { CURRENCIES } from '@mbo/contracts/lookups/currencies';
import { BALANCE_TRANSACTION_TYPES } from '@mbo/contracts/lookups/transaction-types';
import type { Handlers } from '../../http/call-context.ts';

/** Reference lists every signed-in user may read (from `contracts/lookups`). */
export function createLookupHandlers(): Handlers<'Get_Currency_List' | 'Get_Transaction_Type_List'> {
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
  };
}
