import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { businessKeys } from '../../../lib/query-keys.ts';

export const getCardQuota = () => call('Branch/GetCardpayRemainingQuota', {});

/** Asked only when the merchant has the card channel 9 (the block shows only then). */
export const useCardQuota = (merchantId: number, isEnabled: boolean) =>
  useQuery({
    queryKey: businessKeys.cardQuota(merchantId),
    queryFn: getCardQuota,
    enabled: isEnabled,
    select: (data) => data.data,
  });
