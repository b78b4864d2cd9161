import type { storesCalls } from '@mbo/contracts/calls/stores';
import type { Handlers } from '../../http/call-context.ts';
import type { MoneyDeps } from '../money-deps.ts';

export function createStoresHandlers(_deps: MoneyDeps): Handlers<keyof typeof storesCalls> {
  return {};
}
