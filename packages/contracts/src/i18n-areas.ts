import accountSecurityEn from './i18n/en/account-security.json' with { type: 'json' };
import apiKeysEn from './i18n/en/api-keys.json' with { type: 'json' };
import businessEn from './i18n/en/business.json' with { type: 'json' };
import collectionsEn from './i18n/en/collections.json' with { type: 'json' };
import consoleEn from './i18n/en/console.json' with { type: 'json' };
import creditEn from './i18n/en/credit.json' with { type: 'json' };
import dashboardEn from './i18n/en/dashboard.json' with { type: 'json' };
import employeesEn from './i18n/en/employees.json' with { type: 'json' };
import fastSettleEn from './i18n/en/fast-settle.json' with { type: 'json' };
import fxEn from './i18n/en/fx.json' with { type: 'json' };
import merchantGateEn from './i18n/en/merchant-gate.json' with { type: 'json' };
import globalAccountEn from './i18n/en/global-account.json' with { type: 'json' };
import gatewayEn from './i18n/en/gateway.json' with { type: 'json' };
import kycEn from './i18n/en/kyc.json' with { type: 'json' };
import kybEn from './i18n/en/kyb.json' with { type: 'json' };
import merchantApiEn from './i18n/en/merchant-api.json' with { type: 'json' };
import merchantsEn from './i18n/en/merchants.json' with { type: 'json' };
import messagesEn from './i18n/en/messages.json' with { type: 'json' };
import payoutsEn from './i18n/en/payouts.json' with { type: 'json' };
import recipientsEn from './i18n/en/recipients.json' with { type: 'json' };
import remittanceEn from './i18n/en/remittance.json' with { type: 'json' };
import remittanceReceiptEn from './i18n/en/remittance-receipt.json' with { type: 'json' };
import remittanceBatchEn from './i18n/en/remittance-batch.json' with { type: 'json' };
import resellersEn from './i18n/en/resellers.json' with { type: 'json' };
import resellersConsoleEn from './i18n/en/resellers-console.json' with { type: 'json' };
import resellersOnboardingEn from './i18n/en/resellers-onboarding.json' with { type: 'json' };
import resellersPortfolioEn from './i18n/en/resellers-portfolio.json' with { type: 'json' };
import resellersSignupEn from './i18n/en/resellers-signup.json' with { type: 'json' };
import refundsEn from './i18n/en/refunds.json' with { type: 'json' };
import securityLogEn from './i18n/en/security-log.json' with { type: 'json' };
import settlementEn from './i18n/en/settlement.json' with { type: 'json' };
import storesEn from './i18n/en/stores.json' with { type: 'json' };
import transactionsEn from './i18n/en/transactions.json' with { type: 'json' };
import twoFactorEn from './i18n/en/two-factor.json' with { type: 'json' };
import uploadsEn from './i18n/en/uploads.json' with { type: 'json' };
import webhooksEn from './i18n/en/webhooks.json' with { type: 'json' };
import accountSecurityZh from './i18n/zh_CN/account-security.json' with { type: 'json' };
import apiKeysZh from './i18n/zh_CN/api-keys.json' with { type: 'json' };
import businessZh from './i18n/zh_CN/business.json' with { type: 'json' };
import collectionsZh from './i18n/zh_CN/collections.json' with { type: 'json' };
import consoleZh from './i18n/zh_CN/console.json' with { type: 'json' };
import creditZh from './i18n/zh_CN/credit.json' with { type: 'json' };
import dashboardZh from './i18n/zh_CN/dashboard.json' with { type: 'json' };
import employeesZh from './i18n/zh_CN/employees.json' with { type: 'json' };
import fastSettleZh from './i18n/zh_CN/fast-settle.json' with { type: 'json' };
import fxZh from './i18n/zh_CN/fx.json' with { type: 'json' };
import merchantGateZh from './i18n/zh_CN/merchant-gate.json' with { type: 'json' };
import globalAccountZh from './i18n/zh_CN/global-account.json' with { type: 'json' };
import gatewayZh from './i18n/zh_CN/gateway.json' with { type: 'json' };
import kycZh from './i18n/zh_CN/kyc.json' with { type: 'json' };
import kybZh from './i18n/zh_CN/kyb.json' with { type: 'json' };
import merchantApiZh from './i18n/zh_CN/merchant-api.json' with { type: 'json' };
import merchantsZh from './i18n/zh_CN/merchants.json' with { type: 'json' };
import messagesZh from './i18n/zh_CN/messages.json' with { type: 'json' };
import payoutsZh from './i18n/zh_CN/payouts.json' with { type: 'json' };
import recipientsZh from './i18n/zh_CN/recipients.json' with { type: 'json' };
import remittanceZh from './i18n/zh_CN/remittance.json' with { type: 'json' };
import remittanceReceiptZh from './i18n/zh_CN/remittance-receipt.json' with { type: 'json' };
import remittanceBatchZh from './i18n/zh_CN/remittance-batch.json' with { type: 'json' };
import resellersZh from './i18n/zh_CN/resellers.json' with { type: 'json' };
import resellersConsoleZh from './i18n/zh_CN/resellers-console.json' with { type: 'json' };
import resellersOnboardingZh from './i18n/zh_CN/resellers-onboarding.json' with { type: 'json' };
import resellersPortfolioZh from './i18n/zh_CN/resellers-portfolio.json' with { type: 'json' };
import resellersSignupZh from './i18n/zh_CN/resellers-signup.json' with { type: 'json' };
import refundsZh from './i18n/zh_CN/refunds.json' with { type: 'json' };
import securityLogZh from './i18n/zh_CN/security-log.json' with { type: 'json' };
import settlementZh from './i18n/zh_CN/settlement.json' with { type: 'json' };
import storesZh from './i18n/zh_CN/stores.json' with { type: 'json' };
import transactionsZh from './i18n/zh_CN/transactions.json' with { type: 'json' };
import twoFactorZh from './i18n/zh_CN/two-factor.json' with { type: 'json' };
import uploadsZh from './i18n/zh_CN/uploads.json' with { type: 'json' };
import webhooksZh from './i18n/zh_CN/webhooks.json' with { type: 'json' };

/**
 * The server messages of the areas behind the shell, one file per area and language (`i18n/<language>/<area>.json`,
 * keys prefixed by the area); the web loads them with the shell, the server with everything (i18n.ts).
 */
export const areaCatalogues = {
  en: {
    ...accountSecurityEn,
    ...apiKeysEn,
    ...businessEn,
    ...collectionsEn,
    ...consoleEn,
    ...creditEn,
    ...dashboardEn,
    ...employeesEn,
    ...fastSettleEn,
    ...fxEn,
    ...merchantGateEn,
    ...gatewayEn,
    ...globalAccountEn,
    ...kycEn,
    ...kybEn,
    ...merchantApiEn,
    ...merchantsEn,
    ...messagesEn,
    ...payoutsEn,
    ...recipientsEn,
    ...remittanceEn,
    ...remittanceReceiptEn,
    ...remittanceBatchEn,
    ...resellersEn,
    ...resellersConsoleEn,
    ...resellersOnboardingEn,
    ...resellersPortfolioEn,
    ...resellersSignupEn,
    ...refundsEn,
    ...securityLogEn,
    ...settlementEn,
    ...storesEn,
    ...transactionsEn,
    ...twoFactorEn,
    ...uploadsEn,
    ...webhooksEn,
  },
  zh_CN: {
    ...accountSecurityZh,
    ...apiKeysZh,
    ...businessZh,
    ...collectionsZh,
    ...consoleZh,
    ...creditZh,
    ...dashboardZh,
    ...employeesZh,
    ...fastSettleZh,
    ...fxZh,
    ...merchantGateZh,
    ...gatewayZh,
    ...globalAccountZh,
    ...kycZh,
    ...kybZh,
    ...merchantApiZh,
    ...merchantsZh,
    ...messagesZh,
    ...payoutsZh,
    ...recipientsZh,
    ...remittanceZh,
    ...remittanceReceiptZh,
    ...remittanceBatchZh,
    ...resellersZh,
    ...resellersConsoleZh,
    ...resellersOnboardingZh,
    ...resellersPortfolioZh,
    ...resellersSignupZh,
    ...refundsZh,
    ...securityLogZh,
    ...settlementZh,
    ...storesZh,
    ...transactionsZh,
    ...twoFactorZh,
    ...uploadsZh,
    ...webhooksZh,
  },
};
