import type { payoutsCalls } from '@mbo/contracts/calls/payouts';
import type { Handlers } from '../../http/call-context.ts';
import type { MoneyDeps } from '../money-deps.ts';

export function createPayoutsHandlers(_deps: MoneyDeps): Handlers<keyof typeof payoutsCalls> {
  return {};
}
