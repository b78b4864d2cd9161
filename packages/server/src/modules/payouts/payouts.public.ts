// What other areas use of payouts (ARCHITECTURE.md, "Server areas and their public surfaces").
export { createSettlementRunner } from './settlement-runner.ts';
