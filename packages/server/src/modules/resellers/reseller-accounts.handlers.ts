import type { Handlers, ProviderContext, ResellerContext } from '../../http/call-context.ts';
import type { ResellerAccountsService, ResellerActor } from './reseller-accounts.service.ts';

const actorOf = (ctx: ProviderContext | ResellerContext): ResellerActor => ({
  userId: ctx.session.userId,
  ip: ctx.ip,
  language: ctx.language,
  log: ctx.log,
});

/** The console's reseller calls and a reseller's sub-reseller calls: thin, the rules are the service's. */
export function createResellerAccountsHandlers(
  accounts: ResellerAccountsService,
): Handlers<
  | 'console/resellers'
  | 'console/reseller'
  | 'console/create_reseller'
  | 'console/set_reseller_rates'
  | 'console/set_reseller_active'
  | 'reseller/sub_resellers'
  | 'reseller/create_sub_reseller'
  | 'reseller/members'
  | 'reseller/add_member'
  | 'reseller/remove_member'
> {
  return {
    async 'console/resellers'() {
      return { data: await accounts.list(null) };
    },
    'console/reseller': (_ctx, body) => accounts.detail(body.reseller_id),
    'console/create_reseller': (ctx, body) => accounts.create(actorOf(ctx), body, null),
    async 'console/set_reseller_rates'(ctx, body) {
      await accounts.setRates(actorOf(ctx), body.reseller_id, body.rates);
      return {};
    },
    async 'console/set_reseller_active'(ctx, body) {
      await accounts.setActive(actorOf(ctx), body.reseller_id, body.is_active);
      return {};
    },
    // A reseller's own: its sub-resellers (the access kind admits level 1 only).
    async 'reseller/sub_resellers'(ctx) {
      return { data: await accounts.listWithRates(ctx.reseller.id) };
    },
    'reseller/create_sub_reseller': (ctx, body) => accounts.create(actorOf(ctx), body, { id: ctx.reseller.id }),
    async 'reseller/members'(ctx) {
      const [members, removals] = await Promise.all([
        accounts.members(ctx.reseller.id),
        accounts.removals(ctx.reseller.id),
      ]);
      return {
        data: members.map((member) => ({ ...member, is_you: member.user_id === ctx.session.userId })),
        removals,
      };
    },
    'reseller/add_member': (ctx, body) => accounts.addMember(actorOf(ctx), ctx.reseller.id, body),
    // The caller's own reseller only, as adding: a level-1 reseller does not manage its sub-resellers' people.
    'reseller/remove_member': (ctx, body) => accounts.removeMember(actorOf(ctx), ctx.reseller.id, body.user_id),
  };
}
