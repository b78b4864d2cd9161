// What other areas use of fx (ARCHITECTURE.md, "Server areas and their public surfaces"): the remittance wizard
// prices with createFxService's createQuote and executes with executeConversion (or its own posting, same rules).
export { executeConversion, type ConversionInput, type ConversionOutcome } from './convert.ts';
export { createFxService, type FxService, type QuoteRequest } from './fx.service.ts';
export { createFxRepository, type FxRepository } from './fx.repository.ts';
export { deploymentFxRates } from './deployment-rates.ts';
export { createRateAlerts, type RateAlerts } from './rate-alerts.service.ts';
export { rateAlertJob } from './rate-alert-job.ts';
export { buyForSell, sellForBuy, customerRateE10, rateFromE10, rateToE10 } from './fx-math.ts';
export type { FxRateProvider } from './rate-provider.ts';
export { FxError } from './fx-errors.ts';
