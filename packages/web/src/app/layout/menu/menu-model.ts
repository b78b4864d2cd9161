import { isPageAllowed } from '@mbo/contracts/access';
import type { RouteName } from '../../routes.ts';

/** What choosing an entry does: open a route, open an application-centre page in a new tab, or open the month modal. */
export type MenuAction = { kind: 'route'; path: string } | { kind: 'monthlyReport' };

export interface MenuLeaf {
  key: string;
  action: MenuAction;
}

export interface MenuGroup {
  key: string;
  children: MenuLeaf[];
}

export type MenuEntry = MenuLeaf | MenuGroup;

export interface MenuContext {
  roles: readonly number[];
  merchant: { is_verify: boolean } | null;
  isCreditOpened: boolean;
}

export const isGroup = (entry: MenuEntry): entry is MenuGroup => 'children' in entry;

const route = (name: RouteName): MenuLeaf => ({ key: name, action: { kind: 'route', path: `/${name}` } });

/** A group appears only when it keeps at least one entry. */
function group(key: string, children: (MenuLeaf | false)[]): MenuGroup[] {
  const kept = children.filter((child): child is MenuLeaf => child !== false);
  return kept.length > 0 ? [{ key, children: kept }] : [];
}

/**
 * The left menu of the spec (first document, sections 2 and 6): each entry gated by its role key; the monthly
 * report needs transaction and the reports group dailySummary or transaction; credit only for merchants opened for
 * credit (a merchant flag) and roles the `credit` page key opens (1 and 2); unverified merchants — and users with no merchant — get home_n and a
 * settings group holding addMerchantList only.
 */
export function buildMenu({ roles, merchant, isCreditOpened }: MenuContext): MenuEntry[] {
  const can = (page: Parameters<typeof isPageAllowed>[1]) => isPageAllowed(roles, page);
  if (!merchant?.is_verify) return [route('home_n'), ...group('settings', [route('addMerchantList')])];

  return [
    route('home'),
    ...(can('transaction') ? [route('transaction')] : []),
    ...(can('balance') ? [route('balance')] : []),
    ...(can('payout') ? [route('payout')] : []),
    ...(can('dailySummary') || can('transaction')
      ? group('reports', [
          can('dailySummary') && route('dailySummary'),
          can('transaction') && { key: 'monthlyReport', action: { kind: 'monthlyReport' } },
        ])
      : []),
    ...group('settings', [
      can('store') && route('store'),
      can('employee') && route('employee'),
      can('business') && route('business'),
      route('addMerchantList'),
      can('settlement') && route('settlement'),
      can('securityLog') && route('securityLog'),
    ]),
    ...(can('api') ? [route('api')] : []),
    // The application centre, one page key for all of it (access.ts, `marketplace`). The global account and
    // international transfer (issue 14 §4: its history, with the wizard one click away) are in the product (the
    // account's page shows the introduction until the account is first used).
    ...(can('marketplace')
      ? group('applications', [route('account'), route('transfer'), route('rateRemid'), route('recipients')])
      : []),
    ...(isCreditOpened && can('credit') ? group('creditGroup', [route('credit'), route('creditLine')]) : []),
  ];
}

/** Detail pages light up the entry of their list. */
const PARENT: Partial<Record<RouteName, RouteName>> = {
  transactionDetail: 'transaction',
  payoutDetail: 'payout',
  storeDetail: 'store',
  recipientDetail: 'recipients',
  employeeDetail: 'employee',
  addMerchantDetail: 'addMerchantList',
  settlementSet: 'settlement',
  settlementSetDetail: 'settlement',
  settlementList: 'settlement',
  settlementListDetail: 'settlement',
  introduction: 'account',
  createCommodity: 'account',
  transferDetail: 'transfer',
  singlePayment: 'transfer',
  payment: 'transfer',
  paymentSuccessful: 'transfer',
};

export const selectedMenuKey = (name: RouteName): string => PARENT[name] ?? name;
