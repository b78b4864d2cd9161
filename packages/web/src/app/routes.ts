import type { PageKey } from '@mbo/contracts/access';

/** Route names of the spec (first document, section 2), plus our outside pages (forget, dev outbox, partner). */
export type RouteName =
  | 'login'
  | 'register'
  | 'welcome'
  | 'forget'
  | 'devOutbox'
  | 'partner'
  | 'addMerchant'
  | 'home'
  | 'home_n'
  | 'transaction'
  | 'transactionDetail'
  | 'payout'
  | 'payoutDetail'
  | 'dailySummary'
  | 'balance'
  | 'store'
  | 'storeDetail'
  | 'employee'
  | 'employeeDetail'
  | 'business'
  | 'addMerchantList'
  | 'addMerchantDetail'
  | 'settlement'
  | 'settlementSet'
  | 'settlementSetDetail'
  | 'settlementList'
  | 'settlementListDetail'
  | 'setting'
  | 'api'
  | 'message'
  | 'messageDetail'
  | 'creditLine'
  | 'credit'
  | 'personal'
  | 'account'
  | 'introduction'
  | 'createCommodity'
  | 'transfer'
  | 'transferDetail'
  | 'singlePayment'
  | 'payment'
  | 'paymentSuccessful'
  | 'recipients'
  | 'recipientDetail'
  | 'rateRemid'
  | 'securityLog'
  | 'help'
  | 'twoStepSetup';

export interface RouteMeta {
  name: RouteName;
  path: string;
  /** Inside the main layout (menu, header) or a bare page. */
  layout: 'main' | 'bare';
  /** Reachable without a session. */
  isPublic?: boolean;
  /** The page-access key whose roles may open it (none: any signed-in user). */
  page?: PageKey;
  /** Detail pages show a back arrow in the top bar. */
  isDetail?: boolean;
  /** Credit pages need the merchant to be opened for credit. */
  needsCredit?: boolean;
  /** i18n key (namespace shell) of the title. */
  titleKey: string;
}

const main = (name: RouteName, page?: PageKey, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  name,
  path: `/${name}`,
  layout: 'main',
  page,
  titleKey: `title.${name}`,
  ...extra,
});

export const ROUTES: readonly RouteMeta[] = [
  { name: 'login', path: '/login', layout: 'bare', isPublic: true, titleKey: 'title.login' },
  { name: 'register', path: '/register', layout: 'bare', isPublic: true, titleKey: 'title.register' },
  // A merchant admin's invitation (a reseller named them): the first password, then signed in.
  { name: 'welcome', path: '/welcome', layout: 'bare', isPublic: true, titleKey: 'title.welcome' },
  { name: 'forget', path: '/forget', layout: 'bare', isPublic: true, titleKey: 'title.forget' },
  { name: 'devOutbox', path: '/dev/outbox', layout: 'bare', isPublic: true, titleKey: 'title.devOutbox' },
  { name: 'partner', path: '/partner', layout: 'bare', isPublic: true, titleKey: 'title.partner' },
  // Signed in, outside the shell: where a super admin whose merchant requires two-step verification sets it up first.
  { name: 'twoStepSetup', path: '/twoStepSetup', layout: 'bare', titleKey: 'title.twoStepSetup' },
  { name: 'addMerchant', path: '/addMerchant', layout: 'bare', page: 'addMerchantList', titleKey: 'title.addMerchant' },
  main('home'),
  main('home_n'),
  main('transaction', 'transaction'),
  main('transactionDetail', 'transactionDetail', { isDetail: true }),
  main('payout', 'payout'),
  main('payoutDetail', 'payoutDetail', { isDetail: true }),
  main('dailySummary', 'dailySummary'),
  main('balance', 'balance'),
  main('store', 'store'),
  main('storeDetail', 'storeDetail', { isDetail: true }),
  main('employee', 'employee'),
  main('employeeDetail', 'employeeDetail', { isDetail: true }),
  main('business', 'business'),
  main('addMerchantList', 'addMerchantList'),
  main('addMerchantDetail', 'addMerchantList', { isDetail: true }),
  main('settlement', 'settlement'),
  main('settlementSet', 'settlementSet'),
  main('settlementSetDetail', 'settlementSet', { isDetail: true }),
  main('settlementList', 'settlementSet'),
  main('settlementListDetail', 'settlementSet', { isDetail: true }),
  main('setting'),
  main('api', 'api'),
  // No page rule: messages are the person's, open to every signed-in user (ARCHITECTURE.md, "Messages").
  main('message'),
  main('messageDetail', undefined, { isDetail: true }),
  main('creditLine', 'credit', { needsCredit: true }),
  main('credit', 'credit', { needsCredit: true }),
  // No page rule: personal verification is the person's, open to every signed-in user (access.ts, `personal`).
  main('personal'),
  main('securityLog', 'securityLog'),
  // Ours (the header's help link): open to every signed-in user, in the interface language.
  main('help'),
  // The application centre: the global account (issue 14 §1, in the product; its introduction before first use) and
  // international transfer (issue 14 §4, in the product too: its history, the wizard, payment and its outcome).
  main('account', 'marketplace'),
  main('introduction', 'marketplace'),
  // Collection orders (issue 14 §5): payment requests paid into the global account, so its roles (1 and 5).
  main('createCommodity', 'marketplace'),
  main('transfer', 'marketplace'),
  // The remittance wizard and its orders (issue 14 §4); transferDetail is ours (the history's detail, back to the list).
  main('transferDetail', 'marketplace', { isDetail: true }),
  main('singlePayment', 'marketplace'),
  main('payment', 'marketplace'),
  main('paymentSuccessful', 'marketplace'),
  // Recipients of international transfers (issue 14 §3); the detail's back arrow goes to the list.
  main('recipients', 'marketplace'),
  main('recipientDetail', 'marketplace', { isDetail: true }),
  // Rates, conversions and rate alerts (issue 14 §2), inside the shell: the application centre's roles 1 and 5.
  main('rateRemid', 'marketplace'),
];

export const routeByPath = (pathname: string): RouteMeta | undefined => ROUTES.find((route) => route.path === pathname);
