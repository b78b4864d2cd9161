import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { businessKeys } from '../../../lib/query-keys.ts';

export const getMerchantInfo = () => call('merchant/get_merchant_info_V2', {});

export const useMerchantInfo = (merchantId: number) =>
  useQuery({ queryKey: businessKeys.info(merchantId), queryFn: getMerchantInfo, select: (data) => data.merchant });
