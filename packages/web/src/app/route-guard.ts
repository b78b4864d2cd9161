import { isPageAllowed, isPageOpenToMerchant } from '@mbo/contracts/access';
import type { RouteMeta } from './routes.ts';

/**
 * `unverified`: the page is closed to an unverified merchant; the guard shows why, with the way to home_n.
 * `forbidden`: the role may not open the page; the guard shows "no access" in the shell, with the way back (issue 13
 * §4: never the sign-in form to a signed-in user).
 */
export type GuardDecision = { allow: true } | { allow: false; redirect: 'login' | 'forbidden' | 'unverified' };

/**
 * The access guard of the spec: register is always allowed; unknown paths go to login (the router's catch-all);
 * without a token only public pages; with a token a page with a role rule needs a role that permits it
 * (addMerchantList always allowed, see access.ts), otherwise the "no access" screen. A selected
 * merchant that is not verified opens only access.ts's UNVERIFIED_MERCHANT_PAGES, whatever the roles (issue 11 §5).
 */
export function decide(
  route: RouteMeta,
  hasToken: boolean,
  roles: readonly number[],
  isOpenedCredit: boolean,
  isMerchantUnverified = false,
): GuardDecision {
  if (route.name === 'register' || route.isPublic) return { allow: true };
  if (!hasToken) return { allow: false, redirect: 'login' };
  if (isMerchantUnverified && !isOpenToUnverified(route)) return { allow: false, redirect: 'unverified' };
  if (route.page && !isPageAllowed(roles, route.page)) return { allow: false, redirect: 'forbidden' };
  if (route.needsCredit && !isOpenedCredit) return { allow: false, redirect: 'forbidden' };
  return { allow: true };
}

/** Pages without a role rule are the person's (setting, personal) or homes; credit needs a flag they never have. */
const isOpenToUnverified = (route: RouteMeta): boolean =>
  route.page ? isPageOpenToMerchant(false, route.page) : route.needsCredit !== true;

/** The selected merchant exists and is not verified (no merchant at all is not this case: roles refuse then). */
export const isUnverified = (merchant: { is_verify: boolean } | null): boolean =>
  merchant !== null && !merchant.is_verify;

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
