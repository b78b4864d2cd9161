import { Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeeRules } from '../api/fast-settle.ts';
import { percentText } from '../lib/fast-settle-text.ts';

/** The provider's T+0 rates (first document §9): workday and holiday, GST inclusive. */
export function FeeTable({ merchantId }: { merchantId: number }) {
  const { t } = useTranslation('fast-settle');
  const rules = useFeeRules(merchantId);
  if (!rules.data) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  const rows = [
    { key: 'workday', day: t('fees.workday'), rate: percentText(rules.data.fast_fee_rate) },
    { key: 'holiday', day: t('fees.holiday'), rate: percentText(rules.data.everyday_fee_rate) },
  ];
  return (
    <div data-testid="fast-settle-fees">
      <Typography.Text strong>{t('fees.title')}</Typography.Text>
      <Table
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: t('fees.day'), dataIndex: 'day' },
          { title: t('fees.rate'), dataIndex: 'rate', align: 'right' },
        ]}
      />
      {rules.data.is_gst_inclusive && <Typography.Text type="secondary">{t('fees.gst')}</Typography.Text>}
    </div>
  );
}
