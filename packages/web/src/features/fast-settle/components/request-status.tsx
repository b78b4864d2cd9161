import { Tag } from 'antd';
import { FAST_SETTLE_REQUEST_STATUS } from '@mbo/contracts/calls/fast-settle';

const COLOR: Record<number, string> = {
  [FAST_SETTLE_REQUEST_STATUS.completed]: 'success',
  [FAST_SETTLE_REQUEST_STATUS.rejected]: 'error',
  [FAST_SETTLE_REQUEST_STATUS.underReview]: 'processing',
};

/** A request's status in the words the server sent, coloured by its id (1 completed, 2 rejected, 3 under review). */
export const RequestStatus = ({ status, name }: { status: number; name: string }) => (
  <Tag color={COLOR[status] ?? 'default'}>{name}</Tag>
);
