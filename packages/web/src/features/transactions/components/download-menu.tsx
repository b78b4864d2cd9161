import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useExportTransactions } from '../api/export-transactions.ts';
import type { ListQuery } from '../lib/list-query.ts';

/**
 * The download menu: the transaction detail report (the whole filtered set as XLSX, downloaded when ready) and the
 * monthly report. The monthly report's dialog belongs to the reports of the payouts area; until it is shared
 * here the entry stays visible, disabled, with a tooltip saying so.
 */
export function DownloadMenu({ query }: { query: ListQuery }) {
  const { t } = useTranslation('transactions');
  const { message } = App.useApp();
  const exporter = useExportTransactions();

  const downloadTransactions = async () => {
    const key = 'transactions-export';
    void message.loading({ key, content: t('download.started'), duration: 0 });
    try {
      const result = await exporter.mutateAsync(query);
      void message.success({ key, content: `${t('download.done')} · ${t('download.rows', { count: result.row_count })}` });
    } catch {
      // The call wrapper has shown the failure.
      message.destroy(key);
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'transactions', label: t('download.transactions'), onClick: () => void downloadTransactions(), disabled: exporter.isPending },
          {
            key: 'monthly',
            disabled: true,
            label: (
              <Tooltip title={t('download.monthly_unavailable')} placement="left">
                <span data-testid="monthly-report-unavailable">{t('download.monthly')}</span>
              </Tooltip>
            ),
          },
        ],
      }}
    >
      <Button icon={<DownloadOutlined />} loading={exporter.isPending} data-testid="transactions-download">
        {t('download.menu')}
      </Button>
    </Dropdown>
  );
}
