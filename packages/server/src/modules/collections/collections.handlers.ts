import type { collectionCalls } from '@mbo/contracts/calls/collections';
import type { Handlers } from '../../http/call-context.ts';
import type { CollectionsService } from './collections.service.ts';

/** The collection orders' calls (page `account`) and the payer page's two public ones. */
export function createCollectionsHandlers(service: CollectionsService): Handlers<keyof typeof collectionCalls> {
  return {
    'Collection/CreateCollectionOrder': (ctx, body) => service.create(ctx, body),
    'Collection/GetCollectionOrderList': (ctx, body) => service.list(ctx, body),
    'Collection/GetCollectionOrderDetail': (ctx, body) => service.detail(ctx, body.id),
    'Collection/CloseCollectionOrder': (ctx, body) => service.close(ctx, body.id),
    'pay/collection_order': (_ctx, body) => service.payerOrder(body.token),
    'sandbox/collection_transfer': (_ctx, body) => service.simulateTransfer(body.token),
  };
}
