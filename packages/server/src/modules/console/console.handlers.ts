import type { consoleCalls } from '@mbo/contracts/calls/console';
import type { IdleTimings } from '@mbo/contracts/idle';
import type { Database } from '@mbo/db/client';
import type { Handlers } from '../../http/call-context.ts';
import type { Notifier } from '../../notify/notifier.ts';
import { createProviderSecurityLog } from '../security-log/security-log.public.ts';
import { createConsoleRepository } from './console.repository.ts';
import { consoleLogRange } from './log-range.ts';
import { createQueueRegistry } from './queue-registry.ts';
import type { ReviewQueue } from './review-queue.ts';
import { createReviewService } from './review.service.ts';

/** The console's calls; `queues` is the list of review queues (app.ts's list, or a test's own). */
export function createConsoleHandlers(deps: {
  db: Database;
  notifier: Notifier;
  queues: readonly ReviewQueue[];
  idle: IdleTimings;
}): Handlers<keyof typeof consoleCalls> {
  const repository = createConsoleRepository(deps.db);
  const review = createReviewService({ ...deps, registry: createQueueRegistry(deps.queues), repository });
  const securityLog = createProviderSecurityLog(deps.db);
  const reviewer = (ctx: Parameters<Handlers<'console/approve'>['console/approve']>[0]) => ({
    userId: ctx.session.userId,
    ip: ctx.ip,
    language: ctx.language,
    log: ctx.log,
  });

  return {
    'console/get_me': async (ctx) => ({
      user: { id: ctx.session.userId, name: await repository.userName(ctx.session.userId) },
      role: ctx.staff.role,
      queues: await review.queues(ctx.language),
      idle: { warning_ms: deps.idle.warningMs, countdown_ms: deps.idle.countdownMs },
    }),
    'console/get_queue': (_ctx, body) => review.page(body),
    'console/get_queue_item': (ctx, body) => review.item(ctx.language, body),
    'console/approve': async (ctx, body) => {
      await review.approve(reviewer(ctx), body);
      return {};
    },
    'console/reject': async (ctx, body) => {
      await review.reject(reviewer(ctx), body);
      return {};
    },
    'console/get_audit_log': async (_ctx, body) => {
      const { from, to } = consoleLogRange(body.begin_date, body.end_date);
      const [{ rows, total }, actors] = await Promise.all([
        repository.auditPage({
          actorUserId: body.actor_user_id ?? null,
          action: body.action ?? null,
          from,
          to,
          limit: body.page_size,
          offset: (body.page_index - 1) * body.page_size,
        }),
        repository.actors(),
      ]);
      return { page_data: { data: rows, total_count: total }, begin_date: from, end_date: to, actors };
    },
    'console/get_security_log': async (_ctx, body) => {
      const { from, to } = consoleLogRange(body.begin_date, body.end_date);
      const { events, total } = await securityLog.page({
        merchantId: body.of_merchant_id ?? null,
        kinds: body.kinds && body.kinds.length > 0 ? body.kinds : null,
        from,
        to,
        limit: body.page_size,
        offset: (body.page_index - 1) * body.page_size,
      });
      return { page_data: { data: events, total_count: total }, begin_date: from, end_date: to };
    },
  };
}
