import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Input, Select, Space } from 'antd';
import type { Recipient } from '@mbo/contracts/calls/recipients';
import { CURRENCIES } from '@mbo/contracts/lookups/currencies';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedTable } from '../../../components/paged-table.tsx';
import { useSession } from '../../../lib/session.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useRecipients } from '../api/recipients.ts';
import { RecipientFormModal } from '../components/recipient-form-modal.tsx';
import { useConfirmDelete } from '../components/use-delete-recipient.ts';
import { countryName } from '../lib/recipient-text.ts';
import '../recipients.css';

/** /recipients: the merchant's recipients, newest first, 10 a page; search by name, filter by currency; add, edit, delete. */
export default function RecipientsPage() {
  const { t, i18n } = useTranslation('recipients');
  const merchantId = useSession().merchant?.id ?? 0;
  const [page, setPage] = useState(1);
  const [name, setName] = useState('');
  const [currencyId, setCurrencyId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Recipient | null | undefined>(undefined);
  const searched = useDebounced(name.trim(), 300);
  const rows = useRecipients(merchantId, { page, name: searched, currencyId }, i18n.language);
  const confirmDelete = useConfirmDelete(merchantId);

  return (
    <div className="recipients-page">
      <Card>
        <div className="recipients-page__filters">
          <Input.Search
            className="recipients-page__search"
            aria-label={t('list.search')}
            placeholder={t('list.search')}
            allowClear
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setPage(1);
            }}
          />
          <Select
            className="recipients-page__currency"
            aria-label={t('list.currency')}
            placeholder={t('list.all_currencies')}
            allowClear
            showSearch
            optionFilterProp="label"
            value={currencyId}
            onChange={(value: number | undefined) => {
              setCurrencyId(value ?? null);
              setPage(1);
            }}
            options={CURRENCIES.map((currency) => ({ value: currency.id, label: currency.code }))}
          />
          <Button
            className="recipients-page__add"
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing(null)}
          >
            {t('list.add')}
          </Button>
        </div>
        <PagedTable<Recipient>
          data-testid="recipients"
          rowKey="id"
          dataSource={rows.data?.data ?? []}
          page={page}
          total={rows.data?.total_count ?? 0}
          totalText={(count) => t('list.total', { count })}
          loading={rows.isFetching}
          onPage={setPage}
          locale={{ emptyText: t(searched || currencyId ? 'list.none_found' : 'list.empty') }}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              title: t('list.name'),
              dataIndex: 'name',
              render: (text: string, row) => <Link to={`/recipientDetail?id=${row.id}`}>{text}</Link>,
            },
            { title: t('list.kind'), dataIndex: 'kind_name' },
            { title: t('list.currency'), dataIndex: 'currency' },
            {
              title: t('list.network'),
              dataIndex: 'payment_network_name',
              render: (text: string) => text || '—',
            },
            { title: t('list.account'), dataIndex: 'account_display' },
            {
              title: t('list.country'),
              dataIndex: 'country',
              render: (code: string) => countryName(code, i18n.language) || '—',
            },
            { title: t('list.created'), dataIndex: 'create_time' },
            {
              title: t('list.actions'),
              key: 'actions',
              render: (_value, row) => (
                <Space size={0}>
                  <Button
                    type="link"
                    onClick={() => setEditing(row)}
                    aria-label={t('list.edit_named', { name: row.name })}
                  >
                    {t('list.edit')}
                  </Button>
                  <Button
                    type="link"
                    danger
                    onClick={() => confirmDelete(row)}
                    aria-label={t('list.delete_named', { name: row.name })}
                  >
                    {t('list.delete')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {editing !== undefined && (
        <RecipientFormModal merchantId={merchantId} open recipient={editing} onClose={() => setEditing(undefined)} />
      )}
    </div>
  );
}
