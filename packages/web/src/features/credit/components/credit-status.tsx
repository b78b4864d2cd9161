import { Tag } from 'antd';
import { CREDIT_STATUS } from '@mbo/contracts/calls/credit';

const COLOR: Record<number, string> = {
  [CREDIT_STATUS.created]: 'default',
  [CREDIT_STATUS.borrowed]: 'processing',
  [CREDIT_STATUS.repaid]: 'success',
};

/** A loan's status in the words the server sent (the credit-type list's), coloured by its id. */
export const CreditStatus = ({ status, name }: { status: number; name: string }) => (
  <Tag color={COLOR[status] ?? 'default'}>{name}</Tag>
);
