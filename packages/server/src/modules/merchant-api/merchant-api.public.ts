// What other areas use of merchant-api (ARCHITECTURE.md, "Server areas and their public surfaces"): the merchant
// API's wire shapes, which the gateway's notifications and the API reference share.
export { SIGNATURE_WINDOW_S } from './authenticate.ts';
export { orderToApi } from './order-wire.ts';
export {
  apiRefundSchema,
  createOrderBody,
  errorResponse,
  notificationBody,
  orderSchema,
  refundBody,
} from './v1-schemas.ts';
// Its background work, for the job registry (jobs/server-jobs.ts).
export { apiRecordsPurgeJob } from './api-records-purge.job.ts';
