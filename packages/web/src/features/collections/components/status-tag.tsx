import { Tag } from 'antd';
import type { CollectionOrder } from '@mbo/contracts/calls/collections';
import { progressOf } from '@mbo/contracts/remittance/order-flow';

const COLOR = { complete: 'success', closed: 'default', failed: 'error', in_progress: 'processing' } as const;

/** The order's status in the server's words, coloured by the progress widget's reading of it. */
export function StatusTag({ order }: { order: Pick<CollectionOrder, 'status' | 'status_name'> }) {
  return (
    <Tag color={order.status === 3 ? 'warning' : COLOR[progressOf(order.status)]} data-testid="collection-status">
      {order.status_name}
    </Tag>
  );
}
