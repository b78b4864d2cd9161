import { App, Button, Card, Popconfirm, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatRate, RATE_ALERT_DIRECTION, RATE_ALERT_STATUS, type RateAlert } from '@mbo/contracts/calls/fx';
import { currencyCode } from '../../../lib/format.ts';
import { useDeleteRateAlert, useRateAlerts } from '../api/rate-alerts.ts';

const pair = (alert: RateAlert) => `${currencyCode(alert.sell_currency_id)}/${currencyCode(alert.buy_currency_id)}`;

/** The user's rate alerts: condition, the rate now, watching or when it was reached; each can be deleted. */
export function RateAlertList({ merchantId }: { merchantId: number }) {
  const { t } = useTranslation('fx');
  const { message } = App.useApp();
  const alerts = useRateAlerts(merchantId);
  const remove = useDeleteRateAlert(merchantId);

  const onDelete = async (id: number) => {
    try {
      await remove.mutateAsync(id);
      void message.success(t('alerts.deleted'));
    } catch {
      // The call wrapper has shown the refusal.
    }
  };

  return (
    <Card>
      <Table<RateAlert>
        data-testid="fx-alerts-table"
        rowKey="id"
        size="small"
        loading={alerts.isPending}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        dataSource={alerts.data ?? []}
        locale={{ emptyText: t('alerts.empty') }}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('alerts.column.pair'), key: 'pair', render: (_, alert) => pair(alert) },
          {
            title: t('alerts.column.condition'),
            key: 'condition',
            render: (_, alert) =>
              `${t(alert.direction === RATE_ALERT_DIRECTION.above ? 'alerts.above' : 'alerts.below')} ${formatRate(alert.target_rate)}`,
          },
          {
            title: t('alerts.column.current'),
            dataIndex: 'current_rate',
            render: (rate: number | null) => (rate === null ? '—' : formatRate(rate)),
          },
          {
            title: t('alerts.column.status'),
            key: 'status',
            render: (_, alert) =>
              alert.status === RATE_ALERT_STATUS.fired ? (
                <Tag color="green" data-testid="fx-alert-fired">
                  {t('alerts.status.fired', { rate: formatRate(alert.fired_rate ?? 0), time: alert.fired_at })}
                </Tag>
              ) : (
                <Tag color="blue" data-testid="fx-alert-watching">
                  {t('alerts.status.watching')}
                </Tag>
              ),
          },
          { title: t('alerts.column.created'), dataIndex: 'created_at' },
          {
            key: 'actions',
            render: (_, alert) => (
              <Popconfirm title={t('alerts.delete_confirm')} onConfirm={() => void onDelete(alert.id)}>
                <Button type="link" danger>
                  {t('alerts.delete')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Card>
  );
}
