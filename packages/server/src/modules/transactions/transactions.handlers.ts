import type { transactionsCalls } from '@mbo/contracts/calls/transactions';
import type { Handlers } from '../../http/call-context.ts';
import type { MoneyDeps } from '../money-deps.ts';

export function createTransactionsHandlers(_deps: MoneyDeps): Handlers<keyof typeof transactionsCalls> {
  return {};
}
