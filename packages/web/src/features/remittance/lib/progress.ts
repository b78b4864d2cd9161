import type { TransferOrder } from '@mbo/contracts/calls/remittance';
import { REMITTANCE_STATUS } from '@mbo/contracts/remittance/order-flow';

/** One point of the order's progress widget: its label key (namespace remittance), state and time. */
export interface ProgressPoint {
  key: 'created' | 'paid' | 'processing' | 'completed' | 'failed' | 'closed' | 'refunded';
  state: 'finish' | 'process' | 'wait' | 'error';
  time: string | null;
}

type Order = Pick<TransferOrder, 'status' | 'progress' | 'create_time' | 'paid_time' | 'completed_time' | 'ended_time'>;

/**
 * The progress widget (002 §4) of a transfer order: created → paid → processing → its end (completed, failed,
 * refunded), or created → closed for an order closed unpaid. The order's `progress` (the server's progressOf
 * reading: in_progress, complete, failed, closed) decides how the last reached point shows.
 */
export function progressPoints(order: Order): ProgressPoint[] {
  const created: ProgressPoint = { key: 'created', state: 'finish', time: order.create_time };
  if (order.status === REMITTANCE_STATUS.closed)
    return [created, { key: 'closed', state: 'error', time: order.ended_time }];

  const isPaid = order.paid_time !== null;
  const status = order.status;
  const ended =
    status === REMITTANCE_STATUS.failed ? 'failed' : status === REMITTANCE_STATUS.refunded ? 'refunded' : 'completed';
  const isEnded = order.progress === 'complete' || order.progress === 'failed' || ended !== 'completed';
  const endTime = order.completed_time ?? order.ended_time;
  return [
    created,
    {
      key: 'paid',
      state: isPaid
        ? 'finish'
        : status === REMITTANCE_STATUS.paying || status === REMITTANCE_STATUS.unpaid
          ? 'process'
          : 'wait',
      time: order.paid_time,
    },
    {
      key: 'processing',
      state: isEnded ? 'finish' : status === REMITTANCE_STATUS.processing ? 'process' : 'wait',
      time: null,
    },
    {
      key: ended,
      state: !isEnded ? 'wait' : ended === 'completed' ? 'finish' : 'error',
      time: isEnded ? endTime : null,
    },
  ];
}
