import { MERCHANT_API_DOCS_PATH } from '@mbo/contracts/calls/api-keys';

/** A link from a help section: a page of the back office (path), or the merchant API guide the server serves. */
export interface HelpLink {
  key: string;
  to: string;
  /** Served by the server, not a route of the app (opens as a page of its own). */
  isServed?: boolean;
}

/**
 * The help page's sections, in order; each has a title and a text in the `help` catalogue and an anchor (its id) the
 * header links land on: #mobile for "Download the app", #devices for "Device store".
 */
export const HELP_SECTIONS: readonly { id: string; links: readonly HelpLink[] }[] = [
  {
    id: 'getting-started',
    links: [
      { key: 'settlement', to: '/settlement' },
      { key: 'store', to: '/store' },
      { key: 'api', to: '/api' },
    ],
  },
  { id: 'payments', links: [{ key: 'transaction', to: '/transaction' }] },
  {
    id: 'payouts',
    links: [
      { key: 'balance', to: '/balance' },
      { key: 'payout', to: '/payout' },
      { key: 'settlement_set', to: '/settlementSet' },
    ],
  },
  { id: 'team', links: [{ key: 'employee', to: '/employee' }] },
  { id: 'mobile', links: [] },
  { id: 'devices', links: [{ key: 'store', to: '/store' }] },
  { id: 'developers', links: [{ key: 'api_guide', to: MERCHANT_API_DOCS_PATH, isServed: true }] },
];

/** Where the header's links land: the help page, at the section that answers them. */
export const HELP_PATH = '/help';
export const helpAnchor = (sectionId: string): string => `${HELP_PATH}#${sectionId}`;
