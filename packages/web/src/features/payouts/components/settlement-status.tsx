import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { SETTLEMENT_STATUS } from '@mbo/contracts/calls/payouts';

/** Status 1 "Pending" (cleared, awaiting payout), 2 "Paid". */
export function SettlementStatus({ status }: { status: number }) {
  const { t } = useTranslation('payouts');
  return (
    <Tag color={status === SETTLEMENT_STATUS.paid ? 'green' : 'gold'}>
      {t(`status.${status}`, { defaultValue: String(status) })}
    </Tag>
  );
}
