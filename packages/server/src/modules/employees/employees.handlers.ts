import type { employeesCalls } from '@mbo/contracts/calls/employees';
import type { Handlers } from '../../http/call-context.ts';
import type { MoneyDeps } from '../money-deps.ts';

export function createEmployeesHandlers(_deps: MoneyDeps): Handlers<keyof typeof employeesCalls> {
  return {};
}
