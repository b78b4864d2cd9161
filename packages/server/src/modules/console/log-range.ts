import { CONSOLE_LOG_DEFAULT_DAYS } from '@mbo/contracts/calls/console';
import { addDays, dateRangeProblem } from '@mbo/contracts/date-filter';
import { badRequest } from '../../lib/app-error.ts';

/** The UTC range asked for, or the last CONSOLE_LOG_DEFAULT_DAYS days; checked by the lists' shared date rules. */
export function consoleLogRange(begin: string | undefined, end: string | undefined): { from: string; to: string } {
  const today = new Date().toISOString().slice(0, 10);
  if (begin === undefined && end === undefined)
    return { from: addDays(today, 1 - CONSOLE_LOG_DEFAULT_DAYS), to: today };
  const problem = dateRangeProblem(begin, end, today);
  if (problem) throw badRequest(problem);
  return { from: begin!, to: end! };
}
