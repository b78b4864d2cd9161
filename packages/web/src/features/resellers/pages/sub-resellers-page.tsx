import { App, Button, Card, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResellerSummary } from '@mbo/contracts/calls/resellers-console';
import type { RateRule } from '@mbo/contracts/resellers/rate-rules';
import { NewResellerModal } from '../../../components/reseller/new-reseller-modal.tsx';
import { RatesTable } from '../../../components/reseller/rates-table.tsx';
import { useBaseRates } from '../api/get-base-rates.ts';
import { useCreateSubReseller, useSubResellers } from '../api/sub-resellers.ts';

type Row = ResellerSummary & { base_rates: RateRule[] };

/**
 * /reseller/sub-resellers (a reseller, level 1): its sub-resellers with their base rates, and a new one with its
 * first member and base rates no lower than the reseller's own.
 */
export default function SubResellersPage() {
  const { t } = useTranslation('resellers');
  const { message } = App.useApp();
  const list = useSubResellers();
  const ownRates = useBaseRates(null);
  const create = useCreateSubReseller();
  const [isCreating, setCreating] = useState(false);

  return (
    <Card
      title={t('sub.title')}
      extra={
        <Button type="primary" onClick={() => setCreating(true)} disabled={!ownRates.data}>
          {t('sub.create')}
        </Button>
      }
    >
      <Table<Row>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: t('sub.none') }}
        expandable={{ expandedRowRender: (row) => <RatesTable rates={row.base_rates} /> }}
        columns={[
          { title: t('list.code'), dataIndex: 'code' },
          { title: t('list.name'), dataIndex: 'name' },
          { title: t('list.business_number'), dataIndex: 'business_number' },
          { title: t('list.email'), dataIndex: 'email' },
          {
            title: t('list.status'),
            key: 'status',
            render: (_, row) => (row.is_active ? <Tag color="green">{t('list.on')}</Tag> : <Tag>{t('list.off')}</Tag>),
          },
        ]}
      />
      {ownRates.data && (
        <NewResellerModal
          title={t('sub.create')}
          isOpen={isCreating}
          isPending={create.isPending}
          floors={ownRates.data}
          onClose={() => setCreating(false)}
          onSubmit={async (values) => {
            const created = await create.mutateAsync(values);
            setCreating(false);
            void message.success(t(created.member.is_new_user ? 'created_invited' : 'created', { code: created.code }));
          }}
        />
      )}
    </Card>
  );
}
