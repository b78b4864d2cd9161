import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@mbo/contracts/constants';
import { call } from '../../../lib/api-client.ts';
import { payoutsKeys } from '../../../lib/query-keys.ts';

export const getClearingDetail = (clearingId: number, page: number) =>
  call('clearing_detail', { clearing_id: clearingId, page_index: page, page_size: PAGE_SIZE, sort_type: 2 });

export const clearingDetailOptions = (merchantId: number, clearingId: number, page: number) =>
  queryOptions({
    queryKey: payoutsKeys.detail(merchantId, clearingId, page),
    queryFn: () => getClearingDetail(clearingId, page),
  });

/** A payout's totals and one page of its transactions (newest first). */
export const useClearingDetail = (merchantId: number, clearingId: number | null, page: number) =>
  useQuery({
    ...clearingDetailOptions(merchantId, clearingId ?? 0, page),
    enabled: clearingId !== null,
    placeholderData: keepPreviousData,
  });
