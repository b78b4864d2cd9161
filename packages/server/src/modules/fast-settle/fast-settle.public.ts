// What other areas use of T+0 requests (ARCHITECTURE.md, "Server areas and their public surfaces"): the console's
// review queue (listed in app.ts), and the first configuration of a merchant approved with T+0 (kyb's live merchant).
export { fastSettleRequestQueue } from './fast-settle-queue.ts';
export { recordInitialFastSettle } from './initial-config.ts';
