import { useSession } from '../../lib/session.ts';

/** The merchant application's state as the landing page needs it: 0 under review, 1 approved, 2 rejected. */
export interface ApplicationState {
  status: 'none' | 0 | 1 | 2;
  exists: boolean;
}

/**
 * Derived from what the session knows today: a selected merchant is an application that was made (verified: it
 * passed; not verified: under review — the demo's Blue Gum Cafe); no merchant, none. The merchant application
 * (KYB: `billList`) lands in another branch at the same time: after the merge the lead rewires this one hook to
 * `billList` (its newest application's status, derived as 002 specifies, and whether any exists), so a rejected
 * application shows as 2 and a user with an application but no merchant yet sees it. Nothing else changes.
 */
export function useApplicationState(): ApplicationState {
  const { merchant } = useSession();
  if (!merchant) return { status: 'none', exists: false };
  return { status: merchant.is_verify ? 1 : 0, exists: true };
}
