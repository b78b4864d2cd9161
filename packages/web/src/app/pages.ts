import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadShellNamespaces } from '../i18n/i18n.ts';
import type { RouteName } from './routes.ts';

type Page = LazyExoticComponent<ComponentType>;

/** A page outside the shell whose words (and the server's area messages) load with the shell's catalogues. */
const withShellWords = (load: () => Promise<{ default: ComponentType }>): Page =>
  lazy(() => Promise.all([load(), loadShellNamespaces()]).then(([module]) => module));

/** The component of every route, each loaded on demand. */
export const PAGES: Record<RouteName, Page> = {
  login: lazy(() => import('../features/auth/pages/login-page.tsx')),
  register: lazy(() => import('../features/auth/pages/register-page.tsx')),
  welcome: lazy(() => import('../features/auth/pages/welcome-page.tsx')),
  forget: lazy(() => import('../features/auth/pages/forget-page.tsx')),
  devOutbox: lazy(() => import('../features/outbox/pages/outbox-page.tsx')),
  partner: lazy(() => import('../features/auth/pages/partner-page.tsx')),
  addMerchant: withShellWords(() => import('../features/merchant-application/pages/add-merchant-page.tsx')),
  home: lazy(() => import('../features/dashboard/pages/home-page.tsx')),
  home_n: lazy(() => import('../features/home-n/pages/home-n-page.tsx')),
  transaction: lazy(() => import('../features/transactions/pages/transactions-page.tsx')),
  transactionDetail: lazy(() => import('../features/transactions/pages/transaction-detail-page.tsx')),
  payout: lazy(() => import('../features/payouts/pages/payouts-page.tsx')),
  payoutDetail: lazy(() => import('../features/payouts/pages/payout-detail-page.tsx')),
  dailySummary: lazy(() => import('../features/payouts/pages/daily-summary-page.tsx')),
  balance: lazy(() => import('../features/payouts/pages/balance-page.tsx')),
  store: lazy(() => import('../features/stores/pages/stores-page.tsx')),
  storeDetail: lazy(() => import('../features/stores/pages/store-detail-page.tsx')),
  employee: lazy(() => import('../features/employees/pages/employees-page.tsx')),
  employeeDetail: lazy(() => import('../features/employees/pages/employee-detail-page.tsx')),
  business: lazy(() => import('../features/business/pages/business-page.tsx')),
  addMerchantList: lazy(() => import('../features/merchant-application/pages/application-list-page.tsx')),
  addMerchantDetail: lazy(() => import('../features/merchant-application/pages/application-detail-page.tsx')),
  settlement: lazy(() => import('../features/settlement-account/pages/settlement-account-page.tsx')),
  settlementSet: lazy(() => import('../features/fast-settle/pages/settlement-set-page.tsx')),
  settlementSetDetail: lazy(() => import('../features/fast-settle/pages/request-detail-page.tsx')),
  settlementList: lazy(() => import('../features/fast-settle/pages/request-list-page.tsx')),
  settlementListDetail: lazy(() => import('../features/fast-settle/pages/request-detail-page.tsx')),
  setting: lazy(() => import('./setting-page.tsx')),
  twoStepSetup: withShellWords(() => import('../features/two-factor/pages/two-step-setup-page.tsx')),
  api: lazy(() => import('../features/api-keys/pages/api-keys-page.tsx')),
  help: lazy(() => import('../features/help/pages/help-page.tsx')),
  message: lazy(() => import('../features/messages/pages/messages-page.tsx')),
  messageDetail: lazy(() => import('../features/messages/pages/message-detail-page.tsx')),
  creditLine: lazy(() => import('../features/credit/pages/loan-applications-page.tsx')),
  credit: lazy(() => import('../features/credit/pages/loans-page.tsx')),
  personal: lazy(() => import('../features/kyc/pages/personal-page.tsx')),
  account: lazy(() => import('./account-page.tsx')),
  introduction: lazy(() => import('../features/global-account/pages/introduction-page.tsx')),
  createCommodity: lazy(() => import('../features/collections/pages/collections-page.tsx')),
  transfer: lazy(() => import('./transfer-page.tsx')),
  transferDetail: lazy(() => import('../features/remittance/pages/transfer-detail-page.tsx')),
  singlePayment: lazy(() => import('./single-payment-page.tsx')),
  payment: lazy(() => import('../features/remittance/pages/payment-page.tsx')),
  paymentSuccessful: lazy(() => import('../features/remittance/pages/payment-successful-page.tsx')),
  recipients: lazy(() => import('../features/recipients/pages/recipients-page.tsx')),
  recipientDetail: lazy(() => import('../features/recipients/pages/recipient-detail-page.tsx')),
  rateRemid: lazy(() => import('../features/fx/pages/rate-alerts-page.tsx')),
  securityLog: lazy(() => import('../features/security-log/pages/security-log-page.tsx')),
};
