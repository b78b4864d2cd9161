/**
 * Roles, pages and the page-access table of the specification (first document, section 6). Both the web route
 * guard and the server's access check read this file, so the two can never disagree.
 */

export const ROLE = {
  superAdmin: 1,
  finance: 2,
  cashier: 3,
  admin: 4,
  exchangeOperator: 5,
} as const;

export type RoleId = (typeof ROLE)[keyof typeof ROLE];
export const ROLE_IDS: readonly RoleId[] = [1, 2, 3, 4, 5];

export const PAGE_ACCESS = {
  addMerchantList: [1],
  /**
   * Personal verification belongs to the person, not to a merchant (issue 11): its calls are session calls (a
   * signed-in user, no membership), and its route has no page rule, so a user with no merchant yet — who must
   * verify before applying for one — reaches it. Role 1 here says who sees it in a merchant's menu: the super admin.
   */
  personal: [1],
  store: [1],
  storeDetail: [1],
  reports: [1],
  settlement: [1],
  settlementSet: [1],
  agreement: [1],
  /**
   * Messages are the person's too (issue 12 §4): session calls and routes without a page rule, so an applicant reads
   * the decision on their application and everyone the notices about their own account. Roles 1–4 here say which
   * members receive what the provider publishes to a merchant.
   */
  message: [1, 2, 3, 4],
  messageDetail: [1, 2, 3, 4],
  transaction: [1, 2, 3],
  transactionDetail: [1, 2, 3],
  dailySummary: [1, 2, 3],
  payout: [1, 2],
  payoutDetail: [1, 2],
  /** Not in the spec's table: the balance page (issue 13 §1), merchant-wide money like the payouts — roles 1 and 2. */
  balance: [1, 2],
  employee: [1, 4],
  employeeDetail: [1, 4],
  business: [1, 4],
  api: [1, 4],
  /**
   * The application centre, the spec's one row (and menu key) for it: every page of it is this key — the global
   * account (`account`, `introduction`; issue 14 §1), international transfer (`transfer`), rates and alerts
   * (`rateRemid`, issue 14 §2) and the transfers' recipients (`recipients`, `recipientDetail`, issue 14 §3, which the
   * table does not name but which belong to the transfers). One key, so the rule is said once.
   */
  marketplace: [1, 5],
  /**
   * Not in the spec's table, which names no roles for the loan pages (creditLine, credit; issue 12 §5): loans are
   * money the merchant owes, so those who see its payouts — super admin and finance. Only with credit opened.
   */
  credit: [1, 2],
  /** Not in the spec's table: the security log of the hardening issue (sign-ins, keys, roles, refunds …), role 1. */
  securityLog: [1],
  /** Not in the spec's table: whether the merchant requires two-step verification of its super admins (issue 9), role 1. */
  twoFactorPolicy: [1],
  /**
   * Not a page of the spec's table: the navigation shell itself (header, menu, merchant switcher), which every
   * member of a merchant sees. Calls the shell makes for everyone (currency list, credit flag ...) serve it.
   */
  shell: [1, 2, 3, 4, 5],
  /**
   * Not a page of the spec's table either: the spec's table has no entry for the home dashboard. Its figures are
   * transaction data, so roles 1–3 see them (a cashier only for their store); roles 4 and 5 see the home page
   * without figures.
   */
  dashboard: [1, 2, 3],
} as const satisfies Record<string, readonly RoleId[]>;

export type PageKey = keyof typeof PAGE_ACCESS;

export function canAccessPage(roles: readonly number[], page: PageKey): boolean {
  const allowed: readonly number[] = PAGE_ACCESS[page];
  return roles.some((role) => allowed.includes(role));
}

/**
 * Pages the route guard lets through whatever the roles: the spec gives two readings for addMerchantList (route
 * guard: always allowed; page map: role 1). We follow the route guard, so anyone can start a new merchant
 * application; the server applies the same rule to the calls of that page.
 */
export const ALWAYS_ALLOWED_PAGES: readonly PageKey[] = ['addMerchantList'];

export function isPageAllowed(roles: readonly number[], page: PageKey): boolean {
  return ALWAYS_ALLOWED_PAGES.includes(page) || canAccessPage(roles, page);
}

/**
 * What an unverified merchant (is_verify false: its application not yet approved) opens, for every role of it —
 * the one list the server's call check, the route guard, the menu and the shell read (issue 11 §5). The spec's
 * menu gives such a merchant home_n and a settings group holding addMerchantList; around them it needs: the shell
 * itself (header, merchant switch, the agreement notice), personal verification, its messages (the review's decision
 * arrives as one) and its super admins' two-step requirement (it protects the account, moves no money). Everything
 * that shows or moves money or runs the business — transactions, payouts, reports, stores, staff, business info,
 * API keys, the security log, the application centre — waits for verification. Session calls (sign-out, password,
 * two-step set-up, person info, lookups) name no merchant and are not gated.
 */
export const UNVERIFIED_MERCHANT_PAGES: readonly PageKey[] = [
  'shell',
  'agreement',
  'addMerchantList',
  'personal',
  'message',
  'messageDetail',
  'twoFactorPolicy',
];

/** Whether a merchant in this verification state opens the page at all (roles aside). */
export function isPageOpenToMerchant(isVerified: boolean, page: PageKey): boolean {
  return isVerified || UNVERIFIED_MERCHANT_PAGES.includes(page);
}

/** The whole rule for a member: the roles open the page and the merchant's verification state does too. */
export function isPageAllowedInMerchant(roles: readonly number[], page: PageKey, isVerified: boolean): boolean {
  return isPageAllowed(roles, page) && isPageOpenToMerchant(isVerified, page);
}

/**
 * Whether members with `granterRoles` may grant or take away `role`: only when every page of this table that the
 * role opens, their own roles open too, so nobody hands out (or takes from others) access they do not have. It is
 * computed from the table, so it follows the registry: today a super admin may grant every role and a merchant admin
 * (role 4) only role 4.
 */
export function canGrantRole(granterRoles: readonly number[], role: number): boolean {
  return Object.values(PAGE_ACCESS).every(
    (allowed: readonly number[]) => !allowed.includes(role) || allowed.some((held) => granterRoles.includes(held)),
  );
}
