import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHANNELS_EXCLUDED_FROM_PICKER } from '@mbo/contracts/lookups/channels';
import { call } from '../../../lib/api-client.ts';
import { transactionKeys } from '../../../lib/query-keys.ts';

const OPTIONS_STALE_MS = 5 * 60_000;

export const channelsOptions = (merchantId: number, language: string) =>
  queryOptions({
    queryKey: transactionKeys.channels(merchantId, language),
    queryFn: () => call('PaymentChannel', {}),
    staleTime: OPTIONS_STALE_MS,
    // Channels 4 and 6 (legacy) are left out of the picker, not out of the data.
    select: (data) => data.payment_channels.filter((channel) => !CHANNELS_EXCLUDED_FROM_PICKER.includes(channel.id)),
  });

/** The merchant's payment channels in the interface language (the channel multi-select). */
export const useChannels = (merchantId: number, language: string) => useQuery(channelsOptions(merchantId, language));
