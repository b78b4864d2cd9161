import { ROLE } from '@mbo/contracts/access';
import type { MerchantMembership } from '../http/call-context.ts';

/**
 * The stores whose money a member may see: all of them (null), or — for a member whose only role is cashier — the
 * one store they are tied to. Applied on the server to every transaction, report and export query; a cashier
 * without a store sees nothing ([]).
 */
export function storeScope(membership: MerchantMembership): number[] | null {
  const onlyCashier = membership.roles.length > 0 && membership.roles.every((role) => role === ROLE.cashier);
  if (!onlyCashier) return null;
  return membership.branchId === null ? [] : [membership.branchId];
}

/** The stores a query may read: the requested ones within the member's scope (null: all stores). */
export function scopedStores(
  membership: MerchantMembership,
  requested: readonly number[] | undefined | null,
): number[] | null {
  const scope = storeScope(membership);
  const wanted = requested && requested.length > 0 ? [...requested] : null;
  if (scope === null) return wanted;
  return wanted === null ? scope : wanted.filter((id) => scope.includes(id));
}
