import { canAccessPage, isPageOpenToMerchant } from '@mbo/contracts/access';
import type { ApiKeyScope } from '@mbo/contracts/calls/api-keys';
import { ApiError } from './api-error.ts';
import type { ApiCaller } from './authenticate.ts';

/** What a /v1/ route does, for the key's rights: every route declares one (`keyNeed` in its config). */
export type KeyNeed = 'create_order' | 'read_order' | 'create_refund' | 'read_refund';

/** The scopes that allow each need (any one of them). */
const SCOPES_FOR: Record<KeyNeed, readonly ApiKeyScope[]> = {
  create_order: ['orders'],
  read_order: ['orders', 'read'],
  create_refund: ['refunds'],
  read_refund: ['refunds', 'read'],
};

/**
 * A key acts with its scopes and within its issuer's rights now (issue 9, finding 3): the issuer must still open the
 * developer page (`api`) in the key's merchant — a key whose issuer left or lost that page is refused whole — and a
 * refund needs the issuer's refund right (`transactionDetail`, the back-office's refund page) as well as the
 * `refunds` scope. Each refusal is a 403 with its own code; a route that declares no need is refused.
 */
export function checkKeyRights(caller: ApiCaller, need: KeyNeed | undefined): void {
  // The back-office's gate on the developer page, here too: an unverified merchant's keys create and read nothing
  // (it cannot issue keys; one issued before it lost its verification stops working).
  if (!isPageOpenToMerchant(caller.isMerchantVerified, 'api'))
    throw new ApiError(403, 'merchant_unverified', 'merchant_gate.api_unverified');
  if (!canAccessPage(caller.issuerRoles, 'api'))
    throw new ApiError(403, 'key_issuer_inactive', 'merchant_api.key_issuer_inactive');
  const allowing = need ? SCOPES_FOR[need] : [];
  if (!allowing.some((scope) => caller.scopes.includes(scope))) {
    throw new ApiError(403, 'scope_missing', 'merchant_api.scope_missing', { scope: allowing.join(' / ') || '—' });
  }
  if (need === 'create_refund' && !canAccessPage(caller.issuerRoles, 'transactionDetail')) {
    throw new ApiError(403, 'refund_right_missing', 'merchant_api.refund_right_missing');
  }
}
