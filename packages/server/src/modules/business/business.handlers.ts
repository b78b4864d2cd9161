import type { businessCalls } from '@mbo/contracts/calls/business';
import type { Handlers } from '../../http/call-context.ts';
import type { MoneyDeps } from '../money-deps.ts';

export function createBusinessHandlers(_deps: MoneyDeps): Handlers<keyof typeof businessCalls> {
  return {};
}
