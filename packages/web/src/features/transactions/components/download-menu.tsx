import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthlyReportDialog } from '../../../components/monthly-report-dialog.tsx';
import { useExportTransactions } from '../api/export-transactions.ts';
import type { ListQuery } from '../lib/list-query.ts';

/**
 * The download menu: the transaction detail report (the whole filtered set as XLSX, downloaded when ready) and the
 * monthly report (the shared dialog of the reports menu: an ended month, AUD or USD, a PDF).
 */
export function DownloadMenu({ query }: { query: ListQuery }) {
  const { t } = useTranslation('transactions');
  const { message } = App.useApp();
  const exporter = useExportTransactions();
  const [isMonthlyOpen, setMonthlyOpen] = useState(false);

  const downloadTransactions = async () => {
    const key = 'transactions-export';
    void message.loading({ key, content: t('download.started'), duration: 0 });
    try {
      const result = await exporter.mutateAsync(query);
      void message.success({
        key,
        content: `${t('download.done')} · ${t('download.rows', { count: result.row_count })}`,
      });
    } catch {
      // The call wrapper has shown the failure.
      message.destroy(key);
    }
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            {
              key: 'transactions',
              label: t('download.transactions'),
              onClick: () => void downloadTransactions(),
              disabled: exporter.isPending,
            },
            { key: 'monthly', label: t('download.monthly'), onClick: () => setMonthlyOpen(true) },
          ],
        }}
      >
        <Button icon={<DownloadOutlined />} loading={exporter.isPending} data-testid="transactions-download">
          {t('download.menu')}
        </Button>
      </Dropdown>
      <MonthlyReportDialog isOpen={isMonthlyOpen} onClose={() => setMonthlyOpen(false)} />
    </>
  );
}
