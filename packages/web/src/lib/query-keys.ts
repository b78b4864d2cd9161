/**
 * Every react-query key of the back-office, one factory per area (medusa's query-key factory: all → merchant →
 * lists / details). Merchant-scoped data sits under the merchant id, so a merchant switch never reads another
 * merchant's cache. Features never import each other, so a mutation that changes another area's figures invalidates
 * that area's root from here, never a literal array. A list's query object is part of its key; its type stays with
 * the feature that builds it.
 */

/** Reads several features make (the currency list, the public key): cached once, whichever page asks first. */
export const sharedKeys = {
  all: ['shared'] as const,
  merchant: (merchantId: number) => [...sharedKeys.all, merchantId] as const,
  currencyList: (merchantId: number) => [...sharedKeys.merchant(merchantId), 'currency-list'] as const,
  publicKey: (merchantId: number) => [...sharedKeys.merchant(merchantId), 'public-key'] as const,
};

/** The onboarding forms' reference lists (regions, industries, company types and roles), shared by two features. */
export const onboardingLookupKeys = {
  all: ['onboarding-lookup'] as const,
  lookup: (name: string, ...args: (string | number)[]) => [...onboardingLookupKeys.all, name, ...args] as const,
};

/** The shell's own reads (badge, credit and T+0 flags, agreement). */
export const shellKeys = {
  all: ['shell'] as const,
  unreadCount: (userId: number) => [...shellKeys.all, 'unread-count', userId] as const,
  merchant: (merchantId: number) => [...shellKeys.all, 'merchant', merchantId] as const,
  settlementConfig: (merchantId: number) => [...shellKeys.merchant(merchantId), 'settlement-config'] as const,
  creditOpened: (merchantId: number) => [...shellKeys.merchant(merchantId), 'credit-opened'] as const,
  agreement: (merchantId: number) => [...shellKeys.merchant(merchantId), 'agreement'] as const,
};

/** The dashboard: the currency and period are in every report's key, so a change of either fetches them again. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  merchant: (merchantId: number) => [...dashboardKeys.all, merchantId] as const,
  today: (merchantId: number, currency: number) => [...dashboardKeys.merchant(merchantId), 'today', currency] as const,
  balance: (merchantId: number, currency: number) =>
    [...dashboardKeys.merchant(merchantId), 'balance', currency] as const,
  latestClearing: (merchantId: number, currency: number) =>
    [...dashboardKeys.merchant(merchantId), 'latest-clearing', currency] as const,
  report: (merchantId: number, name: string, filter: object, language?: string) =>
    [...dashboardKeys.merchant(merchantId), 'report', name, filter, language ?? null] as const,
};

/** Transactions: a refund invalidates the lists, the payment's detail and the balances (see changedByRefund). */
export const transactionKeys = {
  all: ['transactions'] as const,
  merchant: (merchantId: number) => [...transactionKeys.all, merchantId] as const,
  lists: (merchantId: number) => [...transactionKeys.merchant(merchantId), 'list'] as const,
  list: (merchantId: number, query: object) => [...transactionKeys.lists(merchantId), query] as const,
  /** What a number names: under the lists, so that a refund (which changes a payment's status) refreshes it. */
  found: (merchantId: number, number: string) => [...transactionKeys.lists(merchantId), 'found', number] as const,
  attempts: (merchantId: number, query: object) =>
    [...transactionKeys.merchant(merchantId), 'attempts', query] as const,
  details: (merchantId: number) => [...transactionKeys.merchant(merchantId), 'detail'] as const,
  detail: (merchantId: number, turnoverType: number, id: number) =>
    [...transactionKeys.details(merchantId), turnoverType, id] as const,
  refund: (merchantId: number, refundId: number) =>
    [...transactionKeys.merchant(merchantId), 'refund', refundId] as const,
  branches: (merchantId: number) => [...transactionKeys.merchant(merchantId), 'branches'] as const,
  channels: (merchantId: number, language: string) =>
    [...transactionKeys.merchant(merchantId), 'channels', language] as const,
  balances: (merchantId: number) => [...transactionKeys.merchant(merchantId), 'balance'] as const,
  balance: (merchantId: number, currencyId: number) => [...transactionKeys.balances(merchantId), currencyId] as const,
  realAmount: (merchantId: number, paymentId: number, amount: number) =>
    [...transactionKeys.merchant(merchantId), 'real-amount', paymentId, amount] as const,
};

/** Payouts: settlement list, clearing detail, daily summary. */
export const payoutsKeys = {
  all: ['payouts'] as const,
  merchant: (merchantId: number) => [...payoutsKeys.all, merchantId] as const,
  list: (merchantId: number, query: object) => [...payoutsKeys.merchant(merchantId), 'list', query] as const,
  detail: (merchantId: number, clearingId: number, page: number) =>
    [...payoutsKeys.merchant(merchantId), 'detail', clearingId, page] as const,
  daily: (merchantId: number, query: object) => [...payoutsKeys.merchant(merchantId), 'daily', query] as const,
  balance: (merchantId: number) => [...payoutsKeys.merchant(merchantId), 'balance'] as const,
};

/** The settlement account page: one account per currency, and the global account a currency can be paid into. */
export const settlementAccountKeys = {
  all: ['settlement-account'] as const,
  merchant: (merchantId: number) => [...settlementAccountKeys.all, merchantId] as const,
  account: (merchantId: number, currencyId: number, language: string) =>
    [...settlementAccountKeys.merchant(merchantId), 'account', currencyId, language] as const,
  globalAccount: (merchantId: number, currencyId: number, language: string) =>
    [...settlementAccountKeys.merchant(merchantId), 'global', currencyId, language] as const,
};

/** What a refund changes: the transactions' lists and balances, the dashboard's figures, the daily summary. */
export const changedByRefund = (merchantId: number) => [
  transactionKeys.lists(merchantId),
  transactionKeys.balances(merchantId),
  dashboardKeys.merchant(merchantId),
  payoutsKeys.merchant(merchantId),
];

/** Stores: saving fees or payment settings invalidates that store's detail and the lists; adding one the lists. */
export const storeKeys = {
  all: ['stores'] as const,
  merchant: (merchantId: number) => [...storeKeys.all, merchantId] as const,
  lists: (merchantId: number) => [...storeKeys.merchant(merchantId), 'list'] as const,
  list: (merchantId: number, page: number) => [...storeKeys.lists(merchantId), page] as const,
  details: (merchantId: number) => [...storeKeys.merchant(merchantId), 'detail'] as const,
  detail: (merchantId: number, id: number, language: string) =>
    [...storeKeys.details(merchantId), id, language] as const,
  payConfig: (merchantId: number, id: number) => [...storeKeys.merchant(merchantId), 'pay-config', id] as const,
  industries: (merchantId: number, level: number, parentId: number | undefined) =>
    [...storeKeys.merchant(merchantId), 'industries', level, parentId ?? 0] as const,
};

/** Employees: adding, editing or removing one invalidates the list and the details only. */
export const employeeKeys = {
  all: ['employees'] as const,
  merchant: (merchantId: number) => [...employeeKeys.all, merchantId] as const,
  list: (merchantId: number) => [...employeeKeys.merchant(merchantId), 'list'] as const,
  details: (merchantId: number) => [...employeeKeys.merchant(merchantId), 'detail'] as const,
  detail: (merchantId: number, userId: number) => [...employeeKeys.details(merchantId), userId] as const,
  branches: (merchantId: number) => [...employeeKeys.merchant(merchantId), 'branches'] as const,
  account: (merchantId: number, method: number, countryCode: string, account: string) =>
    [...employeeKeys.merchant(merchantId), 'account', method, countryCode, account] as const,
};

/** The business page: nothing on it changes another area's data. */
export const businessKeys = {
  all: ['business'] as const,
  merchant: (merchantId: number) => [...businessKeys.all, merchantId] as const,
  info: (merchantId: number) => [...businessKeys.merchant(merchantId), 'info'] as const,
  fees: (merchantId: number) => [...businessKeys.merchant(merchantId), 'fees'] as const,
  cardQuota: (merchantId: number) => [...businessKeys.merchant(merchantId), 'card-quota'] as const,
};

/** The developer page: issuing a key changes the key list (and the shared public key); the delivery log refetches on its own. */
export const developerKeys = {
  all: ['developer'] as const,
  merchant: (merchantId: number) => [...developerKeys.all, merchantId] as const,
  keys: (merchantId: number) => [...developerKeys.merchant(merchantId), 'keys'] as const,
  settings: (merchantId: number) => [...developerKeys.merchant(merchantId), 'settings'] as const,
  notifications: (merchantId: number) => [...developerKeys.merchant(merchantId), 'notifications'] as const,
  notificationPage: (merchantId: number, page: number, status: number | undefined) =>
    [...developerKeys.notifications(merchantId), page, status ?? 0] as const,
  attempts: (merchantId: number, eventId: string) =>
    [...developerKeys.notifications(merchantId), 'attempts', eventId] as const,
};

/** The security log: nothing the page does changes the log, so nothing invalidates it. */
export const securityLogKeys = {
  all: ['securityLog'] as const,
  list: (merchantId: number, query: object) => [...securityLogKeys.all, merchantId, 'list', query] as const,
};

/** The person's messages (not a merchant's: the same list whatever merchant is chosen, or none). */
export const messagesKeys = {
  all: ['messages'] as const,
  user: (userId: number) => [...messagesKeys.all, userId] as const,
  lists: (userId: number) => [...messagesKeys.user(userId), 'list'] as const,
  list: (userId: number, page: number) => [...messagesKeys.lists(userId), page] as const,
  detail: (userId: number, messageId: number) => [...messagesKeys.user(userId), 'detail', messageId] as const,
};

/** Business loans: the status list and the two lists of a merchant opened for credit. */
export const creditKeys = {
  all: ['credit'] as const,
  merchant: (merchantId: number) => [...creditKeys.all, merchantId] as const,
  statuses: (merchantId: number, language: string) =>
    [...creditKeys.merchant(merchantId), 'statuses', language] as const,
  list: (merchantId: number, kind: string, query: object) => [...creditKeys.merchant(merchantId), kind, query] as const,
};

/** FX: the rates from a currency, the user's rate alerts (quotes are never cached: each is a new price). */
export const fxKeys = {
  all: ['fx'] as const,
  merchant: (merchantId: number) => [...fxKeys.all, merchantId] as const,
  rates: (merchantId: number, sellCurrencyId: number) =>
    [...fxKeys.merchant(merchantId), 'rates', sellCurrencyId] as const,
  alerts: (merchantId: number) => [...fxKeys.merchant(merchantId), 'alerts'] as const,
};

/**
 * The global account: balances, the history (its detail under it), the top-ups. A top-up credited in the console or a
 * withdrawal changes balances, history and top-ups: the merchant's root is invalidated.
 */
export const globalAccountKeys = {
  all: ['global-account'] as const,
  merchant: (merchantId: number) => [...globalAccountKeys.all, merchantId] as const,
  balances: (merchantId: number) => [...globalAccountKeys.merchant(merchantId), 'balances'] as const,
  history: (merchantId: number, query: object, language: string) =>
    [...globalAccountKeys.merchant(merchantId), 'history', query, language] as const,
  historyDetail: (merchantId: number, id: number, language: string) =>
    [...globalAccountKeys.merchant(merchantId), 'history-detail', id, language] as const,
  topUps: (merchantId: number, page: number, language: string) =>
    [...globalAccountKeys.merchant(merchantId), 'top-ups', page, language] as const,
  withdrawAccount: (merchantId: number, currencyId: number) =>
    [...globalAccountKeys.merchant(merchantId), 'withdraw-account', currencyId] as const,
};

/** Collection orders (createCommodity): the lists under one key, so a create or close refreshes them and the detail. */
export const collectionKeys = {
  all: ['collections'] as const,
  merchant: (merchantId: number) => [...collectionKeys.all, merchantId] as const,
  list: (merchantId: number, query: object, language: string) =>
    [...collectionKeys.merchant(merchantId), 'list', query, language] as const,
  detail: (merchantId: number, id: number, language: string) =>
    [...collectionKeys.merchant(merchantId), 'detail', id, language] as const,
};

/** T+0 settlement: the fee table, the pending count, the waiting change, the requests (the config in force is the shell's). */
export const fastSettleKeys = {
  all: ['fast-settle'] as const,
  merchant: (merchantId: number) => [...fastSettleKeys.all, merchantId] as const,
  feeRules: (merchantId: number) => [...fastSettleKeys.merchant(merchantId), 'fee-rules'] as const,
  pendingCount: (merchantId: number) => [...fastSettleKeys.merchant(merchantId), 'pending-count'] as const,
  waiting: (merchantId: number, language: string) =>
    [...fastSettleKeys.merchant(merchantId), 'waiting', language] as const,
  list: (merchantId: number, page: number, language: string) =>
    [...fastSettleKeys.merchant(merchantId), 'list', page, language] as const,
  detail: (merchantId: number, id: number, language: string) =>
    [...fastSettleKeys.merchant(merchantId), 'detail', id, language] as const,
};

/** Recipients of international transfers: an add, edit or delete invalidates the merchant's lists and details. */
export const recipientKeys = {
  all: ['recipients'] as const,
  merchant: (merchantId: number) => [...recipientKeys.all, merchantId] as const,
  list: (merchantId: number, query: object, language: string) =>
    [...recipientKeys.merchant(merchantId), 'list', query, language] as const,
  detail: (merchantId: number, id: number, language: string) =>
    [...recipientKeys.merchant(merchantId), 'detail', id, language] as const,
};

/**
 * Remittance: transfer orders (lists and details). Creating, paying or closing one invalidates the merchant's root,
 * and the global account's (a payment from the balance moves it).
 */
export const remittanceKeys = {
  all: ['remittance'] as const,
  merchant: (merchantId: number) => [...remittanceKeys.all, merchantId] as const,
  prerequisites: (merchantId: number, language: string) =>
    [...remittanceKeys.merchant(merchantId), 'prerequisites', language] as const,
  list: (merchantId: number, query: object, language: string) =>
    [...remittanceKeys.merchant(merchantId), 'list', query, language] as const,
  detail: (merchantId: number, id: number, language: string) =>
    [...remittanceKeys.merchant(merchantId), 'detail', id, language] as const,
};

/** The development outbox (no merchant: it is the server's, shown only in development). */
export const outboxKeys = {
  all: ['dev', 'outbox'] as const,
  list: (recipient: string) => [...outboxKeys.all, 'list', recipient] as const,
};

/** The provider's console: its own reads, never under a merchant (staff have none). */
export const consoleKeys = {
  all: ['console'] as const,
  me: () => [...consoleKeys.all, 'me'] as const,
  queues: () => [...consoleKeys.all, 'queue'] as const,
  queue: (queue: string, page: number) => [...consoleKeys.queues(), queue, 'page', page] as const,
  item: (queue: string, id: number) => [...consoleKeys.queues(), queue, 'item', id] as const,
  audit: (query: object) => [...consoleKeys.all, 'audit', query] as const,
  securityLog: (query: object) => [...consoleKeys.all, 'security-log', query] as const,
  staff: () => [...consoleKeys.all, 'staff'] as const,
  credit: (merchantNumber: string) => [...consoleKeys.all, 'credit', merchantNumber.toUpperCase()] as const,
  resellers: () => [...consoleKeys.all, 'resellers'] as const,
  reseller: (id: number) => [...consoleKeys.resellers(), id] as const,
};

/** The reseller workspace: the caller's reseller, its sub-resellers, base rates (by reseller, own when absent). */
export const resellerKeys = {
  all: ['reseller'] as const,
  profile: () => [...resellerKeys.all, 'profile'] as const,
  subResellers: () => [...resellerKeys.all, 'sub-resellers'] as const,
  members: () => [...resellerKeys.all, 'members'] as const,
  rates: (resellerId: number | null) => [...resellerKeys.all, 'rates', resellerId] as const,
};

/** Sign-up: whose link a `/register?resellerid=` is (public; the language is in the key, for the refusal's words). */
export const signupKeys = {
  all: ['signup'] as const,
  resellerLink: (code: string, language: string) => [...signupKeys.all, 'reseller-link', code, language] as const,
};

/** The reseller's portfolio (by its filter and page) and its margin statements (by month). */
export const portfolioKeys = {
  all: ['reseller-portfolio'] as const,
  list: (query: object) => [...portfolioKeys.all, 'list', query] as const,
  statement: (month: string) => [...portfolioKeys.all, 'statement', month] as const,
};
