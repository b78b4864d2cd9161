import type { Handlers } from '../../http/call-context.ts';
import type { KycService } from './kyc.service.ts';

/** Personal verification: session calls (a person needs no merchant to verify themselves). */
export function createKycHandlers(kyc: KycService): Handlers<'get_person_detail' | 'set_person_info'> {
  return {
    async get_person_detail(ctx) {
      return { person: await kyc.detail(ctx.session.userId, ctx.session.id) };
    },
    async set_person_info(ctx, body) {
      return { person: await kyc.submit(ctx.session.userId, body) };
    },
  };
}
