import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { API_KEY_STATUS, type ApiKeyRow } from '@mbo/contracts/calls/api-keys';
import { useApiKeys } from '../api/get-api-keys.ts';

/** Every key the merchant has had: who issued it, when, with which scopes, and whether it still works. */
export function ApiKeysTable({ merchantId }: { merchantId: number }) {
  const { t } = useTranslation('api-keys');
  const keys = useApiKeys(merchantId);

  const columns: TableColumnsType<ApiKeyRow> = [
    {
      title: t('keys.key_id'),
      dataIndex: 'key_id',
      render: (value: string) => <Typography.Text code>{value}</Typography.Text>,
    },
    {
      title: t('keys.scopes'),
      dataIndex: 'scopes',
      render: (scopes: ApiKeyRow['scopes']) => scopes.map((scope) => <Tag key={scope}>{t(`scopes.${scope}`)}</Tag>),
    },
    {
      title: t('keys.issued_by'),
      dataIndex: 'issued_by',
      render: (name: string, row) => `${name || '—'}${row.is_mine ? ` (${t('keys.you')})` : ''}`,
    },
    { title: t('keys.issued_at'), dataIndex: 'issued_at' },
    {
      title: t('keys.status'),
      dataIndex: 'status',
      render: (status: number, row) =>
        status === API_KEY_STATUS.active ? (
          <Tag color="success">{t('keys.active')}</Tag>
        ) : (
          <Tag>{t('keys.retired', { at: row.retired_at ?? '' })}</Tag>
        ),
    },
  ];

  return (
    <Table<ApiKeyRow>
      size="small"
      rowKey="key_id"
      className="developer-page__key-list"
      data-testid="api-keys"
      aria-label={t('keys.title')}
      loading={keys.isPending}
      dataSource={keys.data ?? []}
      columns={columns}
      pagination={false}
      locale={{ emptyText: t('keys.empty') }}
    />
  );
}
