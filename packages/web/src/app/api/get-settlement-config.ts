import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { shellKeys } from '../../lib/query-keys.ts';

export const getSettlementConfig = () => call('Merchant/GetSettlementMerchantConfig', {}, { silent: true });

export const settlementConfigOptions = (merchantId: number) =>
  queryOptions({
    queryKey: shellKeys.settlementConfig(merchantId),
    queryFn: getSettlementConfig,
    select: (data) => data.data,
  });

/** Whether T+0 fast settlement is enabled (the promo banner shows while it is not). */
export function useSettlementConfig(merchantId: number | undefined, isEnabled: boolean) {
  return useQuery({ ...settlementConfigOptions(merchantId ?? 0), enabled: isEnabled && merchantId !== undefined });
}
