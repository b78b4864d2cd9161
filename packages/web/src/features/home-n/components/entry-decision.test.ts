import { describe, expect, it } from 'vitest';
import type { ApplicationState } from '../use-application-state.ts';
import { decideEntry, type PersonStatus } from './entry-decision.ts';

const none: ApplicationState = { status: 'none', exists: false };
const underReview: ApplicationState = { status: 0, exists: true };

describe('the company entry (002 §2)', () => {
  it.each<[string, ApplicationState, PersonStatus, ReturnType<typeof decideEntry>]>([
    ['an application exists, whatever the person', underReview, null, { kind: 'go', path: '/addMerchantList' }],
    [
      'an application exists, person rejected',
      { status: 2, exists: true },
      2,
      { kind: 'go', path: '/addMerchantList' },
    ],
    ['no application, person under review', none, 0, { kind: 'go', path: '/addMerchant' }],
    ['no application, person passed', none, 1, { kind: 'go', path: '/addMerchant' }],
    ['no application, person rejected', none, 2, { kind: 'error', messageKey: 'entry.supplement_personal' }],
    ['no application, no person record', none, null, { kind: 'error', messageKey: 'entry.submit_personal' }],
    ['no application, an unknown status', none, 7, { kind: 'error', messageKey: 'entry.submit_personal' }],
  ])('%s', (_, application, person, expected) => {
    expect(decideEntry(application, person)).toEqual(expected);
  });
});
