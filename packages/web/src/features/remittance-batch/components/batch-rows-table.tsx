import { Segmented, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchRow, TransferBatch } from '@mbo/contracts/calls/remittance-batch';
import { formatMoney } from '../../../lib/format.ts';

type Filter = 'all' | 'errors' | 'valid';

/**
 * The batch's rows as in the file (line numbers), each priced or with its errors in the interface language; a row
 * with errors is highlighted. 20 a page; the filter shows only the rows to correct.
 */
export function BatchRowsTable({ batch }: { batch: TransferBatch }) {
  const { t } = useTranslation('remittance-batch');
  const [filter, setFilter] = useState<Filter>(batch.invalid_count > 0 ? 'errors' : 'all');
  const rows = useMemo(
    () => batch.rows.filter((row) => filter === 'all' || (filter === 'errors' ? !row.ok : row.ok)),
    [batch.rows, filter],
  );
  const send = (amount: number | null) => (amount === null ? '—' : formatMoney(amount, batch.send_currency_id));
  const columns: ColumnsType<BatchRow> = [
    { title: t('rows.line'), dataIndex: 'line', width: 70 },
    {
      title: t('rows.recipient'),
      render: (_, row) => (
        <>
          <div>{row.recipient_name ?? row.recipient_id}</div>
          {row.recipient_name ? <Typography.Text type="secondary">#{row.recipient_id}</Typography.Text> : null}
        </>
      ),
    },
    {
      title: t('rows.receive'),
      render: (_, row) =>
        row.receive_amount === null || row.receive_currency_id === null
          ? row.amount || '—'
          : formatMoney(row.receive_amount, row.receive_currency_id),
    },
    { title: t('rows.send'), render: (_, row) => send(row.send_amount) },
    { title: t('rows.fee'), render: (_, row) => send(row.fee_amount) },
    {
      title: t('rows.speed'),
      render: (_, row) =>
        row.speed_id === null ? (
          row.speed || '—'
        ) : (
          <>
            {t(`rows.speed_${row.speed_id}`)}
            {row.speed_switched ? <Tag className="remittance-batch__switched">{t('rows.switched')}</Tag> : null}
          </>
        ),
    },
    { title: t('rows.reference'), dataIndex: 'reference' },
    {
      title: t('rows.status'),
      render: (_, row) =>
        row.ok ? (
          <Tag color="success">{t('rows.ok')}</Tag>
        ) : (
          <ul className="remittance-batch__errors" data-testid="batch-row-errors">
            {row.errors.map((error) => (
              <li key={`${error.column}-${error.message}`}>
                <Typography.Text type="danger">{error.message}</Typography.Text>
              </li>
            ))}
          </ul>
        ),
    },
  ];
  return (
    <>
      <Segmented<Filter>
        value={filter}
        onChange={setFilter}
        options={[
          { value: 'all', label: t('rows.filter_all', { count: batch.row_count }) },
          { value: 'errors', label: t('rows.filter_errors', { count: batch.invalid_count }) },
          { value: 'valid', label: t('rows.filter_valid', { count: batch.valid_count }) },
        ]}
        className="remittance-batch__filter"
      />
      <Table<BatchRow>
        rowKey="line"
        size="small"
        columns={columns}
        dataSource={rows}
        rowClassName={(row) => (row.ok ? '' : 'remittance-batch__row--error')}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        scroll={{ x: 900 }}
        data-testid="batch-rows"
      />
    </>
  );
}
