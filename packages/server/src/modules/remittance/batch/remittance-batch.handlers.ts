import type { MessageKey } from '@mbo/contracts/i18n';
import type { Handlers, MerchantContext } from '../../../http/call-context.ts';
import { badRequest, unavailable } from '../../../lib/app-error.ts';
import { exportOwner } from '../../exports/exports.public.ts';
import type { Remittance } from '../remittance.module.ts';
import type { BatchService } from './batch.service.ts';

/**
 * Batch payment (issue 14 §4): the template, a file validated and priced, the batch, and its one approval. Uploading
 * and paying need what sending money needs (002 §1: the prerequisites, the payout network of the deployment).
 */
export function createRemittanceBatchHandlers(
  batches: BatchService,
  remittance: Pick<Remittance, 'service' | 'network'>,
): Handlers<'Remittance/GetBatchTemplate' | 'Remittance/UploadBatch' | 'Remittance/GetBatch' | 'Remittance/PayBatch'> {
  async function ready(ctx: MerchantContext, isPaying = false) {
    const { blocker } = await remittance.service.prerequisites(ctx);
    if (blocker) throw badRequest(`remittance.${blocker}` as MessageKey);
    if (isPaying && remittance.network === null) throw unavailable('remittance.network_unavailable');
  }
  return {
    async 'Remittance/GetBatchTemplate'(ctx) {
      return batches.template(exportOwner(ctx), ctx.language);
    },
    async 'Remittance/UploadBatch'(ctx, body) {
      await ready(ctx);
      return { batch: await batches.upload(ctx.merchant, ctx.session.userId, body, ctx.language) };
    },
    async 'Remittance/GetBatch'(ctx, body) {
      return { batch: await batches.get(ctx.merchant, body.batch_id, ctx.language, body.refresh) };
    },
    async 'Remittance/PayBatch'(ctx, body) {
      await ready(ctx, true);
      return { batch: await batches.pay(ctx.merchant, ctx.session.userId, body, ctx.language) };
    },
  };
}
