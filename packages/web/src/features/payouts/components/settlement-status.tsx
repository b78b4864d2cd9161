import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { SETTLEMENT_STATUS } from '@mbo/contracts/calls/payouts';

/** Status 1 "Pending" (cleared, awaiting payout), 2 "Paid", 3 "Returned" and 4 "Failed" (T+0 payouts back in the balance). */
export function SettlementStatus({ status }: { status: number }) {
  const { t } = useTranslation('payouts');
  return (
    <Tag color={status === SETTLEMENT_STATUS.paid ? 'green' : status === SETTLEMENT_STATUS.pending ? 'gold' : 'red'}>
      {t(`status.${status}`, { defaultValue: String(status) })}
    </Tag>
  );
}
