import type { Handlers } from '../../../http/call-context.ts';
import { exportOwner } from '../../exports/exports.public.ts';
import type { BatchService } from './batch.service.ts';

/** Batch payment (issue 14 §4): the template, a file validated and priced, the batch, and its one approval. */
export function createRemittanceBatchHandlers(
  batches: BatchService,
): Handlers<'Remittance/GetBatchTemplate' | 'Remittance/UploadBatch' | 'Remittance/GetBatch' | 'Remittance/PayBatch'> {
  return {
    async 'Remittance/GetBatchTemplate'(ctx) {
      return batches.template(exportOwner(ctx), ctx.language);
    },
    async 'Remittance/UploadBatch'(ctx, body) {
      return { batch: await batches.upload(ctx.merchant.id, ctx.session.userId, body, ctx.language) };
    },
    async 'Remittance/GetBatch'(ctx, body) {
      return { batch: await batches.get(ctx.merchant.id, body.batch_id, ctx.language, body.refresh) };
    },
    async 'Remittance/PayBatch'(ctx, body) {
      return { batch: await batches.pay(ctx.merchant.id, ctx.session.userId, body, ctx.language) };
    },
  };
}
