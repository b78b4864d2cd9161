import type { developerCalls } from '@mbo/contracts/calls/developer';
import type { Handlers } from '../../http/call-context.ts';
import type { Gateway } from '../gateway/gateway.ts';
import type { MoneyDeps } from '../money-deps.ts';

export function createDeveloperHandlers(_deps: MoneyDeps, _gateway: Gateway): Handlers<keyof typeof developerCalls> {
  return {
    'merchant/send_secret_key': () => Promise.reject(new Error('not built yet')),
    'merchant/GetMerchantPublicKey': () => Promise.resolve({ public_key: '' }),
  };
}
