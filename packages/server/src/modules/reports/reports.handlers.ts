import type { reportsCalls } from '@mbo/contracts/calls/reports';
import type { Handlers } from '../../http/call-context.ts';
import type { MoneyDeps } from '../money-deps.ts';

export function createReportsHandlers(_deps: MoneyDeps): Handlers<keyof typeof reportsCalls> {
  return {};
}
