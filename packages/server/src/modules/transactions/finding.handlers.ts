import type { transactionFindingCalls } from '@mbo/contracts/calls/transaction-finding';
import type { Handlers } from '../../http/call-context.ts';
import type { MoneyDeps } from '../money-deps.ts';
import { createFindingRepository } from './finding.repository.ts';
import { createFindingService } from './finding.service.ts';

type Name = keyof typeof transactionFindingCalls;

/** Finding a payment by number, and the attempts that ended without one. */
export function createFindingHandlers(deps: MoneyDeps): Handlers<Name> {
  const finding = createFindingService(createFindingRepository(deps.db));
  return {
    async find_by_number(ctx, body) {
      return { matches: await finding.find(ctx.merchant, ctx.language, body.number) };
    },
    async order_attempts_list(ctx, body) {
      return { page_data: await finding.attempts(ctx.merchant, ctx.language, body) };
    },
  };
}
