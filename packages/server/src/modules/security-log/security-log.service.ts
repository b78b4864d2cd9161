import type { ParsedRequest } from '@mbo/contracts/calls/index';
import { SECURITY_LOG_DEFAULT_DAYS } from '@mbo/contracts/calls/security-log';
import { addDays, dateRangeProblem } from '@mbo/contracts/date-filter';
import type { MerchantScope } from '../../http/call-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { localDateHour } from '../../lib/time.ts';
import { toSecurityEvent } from './security-event.ts';
import type { SecurityLogRepository } from './security-log.repository.ts';

/** The range asked for, or the last SECURITY_LOG_DEFAULT_DAYS days; checked by the lists' shared date rules. */
function checkedRange(begin: string | undefined, end: string | undefined, today: string): { from: string; to: string } {
  if (begin === undefined && end === undefined)
    return { from: addDays(today, 1 - SECURITY_LOG_DEFAULT_DAYS), to: today };
  const problem = dateRangeProblem(begin, end, today);
  if (problem) throw badRequest(problem);
  return { from: begin!, to: end! };
}

export function createSecurityLogService(repository: SecurityLogRepository) {
  return {
    async page(merchant: MerchantScope, body: ParsedRequest<'merchant/get_security_log'>) {
      const { id: merchantId, timeZone } = merchant;
      const { from, to } = checkedRange(body.begin_date, body.end_date, localDateHour(new Date(), timeZone).date);
      const [{ rows, total }, members] = await Promise.all([
        repository.page({
          merchantId,
          timeZone,
          from,
          to,
          kinds: body.kinds && body.kinds.length > 0 ? body.kinds : null,
          userId: body.user_id ?? null,
          limit: body.page_size,
          offset: (body.page_index - 1) * body.page_size,
        }),
        repository.members(merchantId),
      ]);
      return {
        page_data: {
          data: rows.map(toSecurityEvent),
          total_count: total,
        },
        begin_date: from,
        end_date: to,
        members,
      };
    },
  };
}
export type SecurityLogService = ReturnType<typeof createSecurityLogService>;
