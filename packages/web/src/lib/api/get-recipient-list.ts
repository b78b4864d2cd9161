import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@mbo/contracts/constants';
import { call } from '../api-client.ts';
import { recipientKeys } from '../query-keys.ts';

/** A page of the merchant's recipients: a name search and a currency (or all). */
export interface RecipientQuery {
  page: number;
  name: string;
  currencyId: number | null;
}

/**
 * The merchant's recipients, 10 a page (Recipient/GetRecipientList), read by the recipients page and the
 * remittance wizard's recipient step; adding, editing or deleting one invalidates them (recipientKeys.merchant).
 */
export const useRecipientList = (merchantId: number, query: RecipientQuery, language: string) =>
  useQuery({
    queryKey: recipientKeys.list(merchantId, query, language),
    queryFn: async () =>
      (
        await call('Recipient/GetRecipientList', {
          page_index: query.page,
          page_size: PAGE_SIZE,
          name: query.name || undefined,
          currency_id: query.currencyId,
        })
      ).page_data,
    placeholderData: keepPreviousData,
  });
