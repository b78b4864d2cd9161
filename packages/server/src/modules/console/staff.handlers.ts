import type { consoleStaffCalls } from '@mbo/contracts/calls/console-staff';
import type { Database } from '@mbo/db/client';
import type { Handlers, ProviderContext } from '../../http/call-context.ts';
import type { Notifier } from '../../notify/notifier.ts';
import type { Invitations } from '../auth/auth.public.ts';
import { createConsoleRepository } from './console.repository.ts';
import { createStaffRepository } from './staff.repository.ts';
import { createStaffService } from './staff.service.ts';

/** The console's staff screens (operations admins) and the invited person's first password. */
export function createStaffHandlers(deps: {
  db: Database;
  notifier: Notifier;
  invitations: Invitations;
  publicUrl: string;
}): Handlers<keyof typeof consoleStaffCalls> {
  const service = createStaffService({
    ...deps,
    staff: createStaffRepository(deps.db),
    consoleRepository: createConsoleRepository(deps.db),
  });
  const actor = (ctx: ProviderContext) => ({ userId: ctx.session.userId, ip: ctx.ip, log: ctx.log });

  return {
    'console/list_staff': async () => ({ staff: await service.list() }),
    'console/add_staff': (ctx, body) => service.add(actor(ctx), body),
    'console/set_staff_role': async (ctx, body) => {
      await service.setRole(actor(ctx), body.user_id, body.role);
      return {};
    },
    'console/set_staff_active': async (ctx, body) => {
      await service.setActive(actor(ctx), body.user_id, body.is_active);
      return {};
    },
    'console/accept_invitation': async (ctx, body) => {
      await deps.invitations.accept(body.u_id, body.u_key, body.new_password, ctx.ip);
      return {};
    },
  };
}
