import { Tag } from 'antd';
import { REMITTANCE_STATUS } from '@mbo/contracts/remittance/order-flow';

const COLOURS: Record<number, string> = {
  [REMITTANCE_STATUS.unpaid]: 'gold',
  [REMITTANCE_STATUS.paying]: 'blue',
  [REMITTANCE_STATUS.processing]: 'processing',
  [REMITTANCE_STATUS.completed]: 'success',
  [REMITTANCE_STATUS.refunded]: 'purple',
  [REMITTANCE_STATUS.failed]: 'error',
  [REMITTANCE_STATUS.closed]: 'default',
};

/** A transfer order's status as a tag (its name is the server's, in the user's language). */
export function StatusTag({ status, name }: { status: number; name: string }) {
  return (
    <Tag color={COLOURS[status] ?? 'default'} data-testid="remittance-status">
      {name}
    </Tag>
  );
}
