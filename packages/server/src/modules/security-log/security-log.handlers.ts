import type { securityLogCalls } from '@mbo/contracts/calls/security-log';
import type { Database } from '@mbo/db/client';
import type { Handlers } from '../../http/call-context.ts';
import { createSecurityLogRepository } from './security-log.repository.ts';
import { createSecurityLogService } from './security-log.service.ts';

export function createSecurityLogHandlers(db: Database): Handlers<keyof typeof securityLogCalls> {
  const securityLog = createSecurityLogService(createSecurityLogRepository(db));
  return {
    'merchant/get_security_log': (ctx, body) => securityLog.page(ctx.merchant, body),
  };
}
