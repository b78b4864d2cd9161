import type { ApplicationState } from '../use-application-state.ts';

/** A person's verification status from get_person_info: null when never submitted. */
export type PersonStatus = number | null;

export type EntryDecision =
  | { kind: 'go'; path: '/addMerchantList' | '/addMerchant' }
  | { kind: 'error'; messageKey: 'entry.supplement_personal' | 'entry.submit_personal' };

/**
 * The company-entry button of 002 §2, in its order: an application exists → the application list; else a person
 * under review (0) or passed (1) → a new application; rejected (2) → "please supplement personal info first";
 * otherwise (none) → "please submit personal info first".
 */
export function decideEntry(application: ApplicationState, person: PersonStatus): EntryDecision {
  if (application.exists) return { kind: 'go', path: '/addMerchantList' };
  if (person === 0 || person === 1) return { kind: 'go', path: '/addMerchant' };
  if (person === 2) return { kind: 'error', messageKey: 'entry.supplement_personal' };
  return { kind: 'error', messageKey: 'entry.submit_personal' };
}
