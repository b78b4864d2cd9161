import { Card, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CURRENCY_ID } from '@mbo/contracts/lookups/currencies';
import {
  RETURNED_SETTLEMENT_FEE_MINOR,
  SETTLEMENT_FEES,
  SETTLEMENT_RETURN_REASONS,
  type SettlementReturnReason,
  type StaticFee,
} from '@mbo/contracts/lookups/global-fees';
import { formatMinorMoney, textIn } from '../../../lib/format.ts';

const aud = (minor: number) => formatMinorMoney(minor, CURRENCY_ID.AUD);

/** The static fee table (settlement fees) and error table (why a bank returns a settlement, what to do, its fee). */
export function StaticFees() {
  const { t, i18n } = useTranslation('business');

  const feeColumns: TableColumnsType<StaticFee> = [
    { title: t('static.item'), key: 'item', render: (_, fee) => textIn(i18n.language, fee) },
    {
      title: t('static.fee'),
      key: 'fee',
      align: 'right',
      render: (_, fee) =>
        fee.feeMinor === 0
          ? t('static.free')
          : `${aud(fee.feeMinor)} ${textIn(i18n.language, { zh: fee.zhUnit, en: fee.enUnit })}`,
    },
  ];
  const reasonColumns: TableColumnsType<SettlementReturnReason> = [
    { title: t('static.code'), dataIndex: 'code', width: 80 },
    { title: t('static.reason'), key: 'reason', render: (_, reason) => textIn(i18n.language, reason) },
    {
      title: t('static.action'),
      key: 'action',
      render: (_, reason) => textIn(i18n.language, { zh: reason.zhAction, en: reason.enAction }),
    },
    {
      title: t('static.fee'),
      key: 'fee',
      align: 'right',
      width: 120,
      render: () => aud(RETURNED_SETTLEMENT_FEE_MINOR),
    },
  ];

  return (
    <Card title={t('static.title')} data-testid="business-static-fees">
      <div className="business-page__fee-tables">
        <Table<StaticFee>
          title={() => <strong>{t('static.fees_caption')}</strong>}
          rowKey="key"
          columns={feeColumns}
          dataSource={[...SETTLEMENT_FEES]}
          pagination={false}
          size="small"
        />
        <Table<SettlementReturnReason>
          title={() => <strong>{t('static.errors_caption')}</strong>}
          rowKey="code"
          columns={reasonColumns}
          dataSource={[...SETTLEMENT_RETURN_REASONS]}
          pagination={false}
          size="small"
        />
      </div>
    </Card>
  );
}
