// What other areas use of remittance (ARCHITECTURE.md, "Server areas and their public surfaces"): the server's job
// registry runs the remittance job; the console's review queue confirms bank-transfer payments through the order life.
export { remittanceJob, runRemittancePass } from './remittance.job.ts';
export { createRemittance, type Remittance } from './remittance.module.ts';
export { remittanceParts } from './remittance.module.ts';
