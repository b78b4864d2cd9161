// What other areas use of settlement (ARCHITECTURE.md, "Server areas and their public surfaces"): the runner (the
// job, the seed), the settlement records' repository and rules (the payout pages, the dashboard's settlement card),
// and the date-range rules the payout pages share with them.
export { createSettlementRunner } from './settlement-runner.ts';
export { createSettlementsRepository, type SettlementsRepository } from './settlements.repository.ts';
export { createSettlementsService } from './settlements.service.ts';
export { checkedClosedRange, checkedRange, type DateRange } from './payouts-dates.ts';
export {
  bankAccountInForce,
  settlementAccountInForce,
  type BankAccountInForce,
  type SettlementAccountRow,
} from './settlement-account-in-force.ts';
export { fastSettleConfigInForce, type FastSettleConfig } from './fast-settle-in-force.ts';
export { payoutAccount } from './payout-account.ts';
export { createFastSettlementRunner, fastFeeMinor, type FastSettlementRunner } from './fast-settlement-runner.ts';
export { deploymentNpp } from './npp/deployment-npp.ts';
export { payoutStory, timelinePayouts } from './payout-story.ts';
