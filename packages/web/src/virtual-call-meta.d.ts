declare module 'virtual:call-meta' {
  import type { MerchantField } from '@mbo/contracts/calls/define';

  export const CALL_META: Record<string, { merchantField: MerchantField | null; isSilent: boolean }>;
}
