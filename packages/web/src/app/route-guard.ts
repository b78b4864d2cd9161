import { isPageAllowed } from '@mbo/contracts/access';
import type { RouteMeta } from './routes.ts';

export type GuardDecision = { allow: true } | { allow: false; redirect: 'login' | 'back' };

/**
 * The access guard of the spec: register is always allowed; unknown paths go to login (the router's catch-all);
 * without a token only public pages; with a token a page with a role rule needs a role that permits it
 * (addMerchantList always allowed, see access.ts), otherwise back to the previous route or to login.
 */
export function decide(
  route: RouteMeta,
  hasToken: boolean,
  roles: readonly number[],
  isOpenedCredit: boolean,
): GuardDecision {
  if (route.name === 'register' || route.isPublic) return { allow: true };
  if (!hasToken) return { allow: false, redirect: 'login' };
  if (route.page && !isPageAllowed(roles, route.page)) return { allow: false, redirect: 'back' };
  if (route.needsCredit && !isOpenedCredit) return { allow: false, redirect: 'back' };
  return { allow: true };
}

/**
 * The two homes follow the selected merchant (spec, section 4): home for a verified merchant, home_n for an
 * unverified one or for a user with no merchant. Returns where to go instead, or null when the route is right.
 */
export function homeRedirect(route: RouteMeta, merchant: { is_verify: boolean } | null): '/home' | '/home_n' | null {
  const isVerified = merchant?.is_verify === true;
  if (route.name === 'home' && !isVerified) return '/home_n';
  if (route.name === 'home_n' && isVerified) return '/home';
  return null;
}
