import type { z } from 'zod';
import { accountSecurityCalls } from './account-security.ts';
import { authCalls } from './auth.ts';
import { businessCalls } from './business.ts';
import { collectionCalls } from './collections.ts';
import { apiKeysCalls } from './api-keys.ts';
import { dashboardCalls } from './dashboard.ts';
import { consoleCalls } from './console.ts';
import { creditCalls } from './credit.ts';
import { fxCalls } from './fx.ts';
import { consoleCreditCalls } from './console-credit.ts';
import { consoleMessagesCalls } from './console-messages.ts';
import { consoleStaffCalls } from './console-staff.ts';
import { employeesCalls } from './employees.ts';
import { fastSettleCalls } from './fast-settle.ts';
import { gatewayCalls } from './gateway.ts';
import { globalAccountCalls } from './global-account.ts';
import { kybCalls } from './kyb.ts';
import { kycCalls } from './kyc.ts';
import { lookupCalls } from './lookups.ts';
import { merchantCalls } from './merchants.ts';
import { messagesCalls } from './messages.ts';
import { onboardingLookupCalls } from './onboarding-lookups.ts';
import { payoutsCalls } from './payouts.ts';
import { outboxCalls } from './outbox.ts';
import { recipientCalls } from './recipients.ts';
import { remittanceCalls } from './remittance.ts';
import { remittanceBatchCalls } from './remittance-batch.ts';
import { refundsCalls } from './refunds.ts';
import { resellerCalls } from './resellers.ts';
import { resellerPortfolioCalls } from './resellers-portfolio.ts';
import { resellersConsoleCalls } from './resellers-console.ts';
import { subResellerCalls } from './sub-resellers.ts';
import { resellerOnboardingCalls } from './resellers-onboarding.ts';
import { resellerSignupCalls } from './reseller-signup.ts';
import { securityLogCalls } from './security-log.ts';
import { settlementAccountCalls } from './settlement-account.ts';
import { storesCalls } from './stores.ts';
import { transactionFindingCalls } from './transaction-finding.ts';
import { transactionsCalls } from './transactions.ts';
import { twoFactorCalls } from './two-factor.ts';
import { webhooksCalls } from './webhooks.ts';

/** The call registry: every call of the product. A call missing here does not exist. */
export const calls = {
  ...authCalls,
  ...accountSecurityCalls,
  ...merchantCalls,
  ...lookupCalls,
  ...messagesCalls,
  ...globalAccountCalls,
  ...collectionCalls,
  ...outboxCalls,
  ...transactionsCalls,
  ...transactionFindingCalls,
  ...refundsCalls,
  ...dashboardCalls,
  ...payoutsCalls,
  ...storesCalls,
  ...employeesCalls,
  ...businessCalls,
  ...apiKeysCalls,
  ...webhooksCalls,
  ...gatewayCalls,
  ...securityLogCalls,
  ...settlementAccountCalls,
  ...creditCalls,
  ...fxCalls,
  ...fastSettleCalls,
  ...recipientCalls,
  ...remittanceCalls,
  ...remittanceBatchCalls,
  ...twoFactorCalls,
  ...consoleCalls,
  ...consoleStaffCalls,
  ...consoleMessagesCalls,
  ...consoleCreditCalls,
  ...kycCalls,
  ...kybCalls,
  ...resellerCalls,
  ...resellerPortfolioCalls,
  ...resellersConsoleCalls,
  ...subResellerCalls,
  ...resellerOnboardingCalls,
  ...resellerSignupCalls,
  ...onboardingLookupCalls,
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;
export type CallRequest<N extends CallName> = z.input<Calls[N]['request']>;
export type ParsedRequest<N extends CallName> = z.output<Calls[N]['request']>;
export type CallResponse<N extends CallName> = z.output<Calls[N]['response']>;

export const callNames = Object.keys(calls) as CallName[];
