import { App, Button, Card, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ResellerSummary } from '@mbo/contracts/calls/resellers-console';
import { isConsoleAreaAllowed } from '@mbo/contracts/console-access';
import { NewResellerModal } from '../../../components/reseller/new-reseller-modal.tsx';
import { useChangeReseller, useResellers } from '../api/console-resellers.ts';
import { useMe } from '../api/get-me.ts';

/** /console/resellers: every reseller; operations admins create one (with its first member). */
export default function ResellersPage() {
  const { t } = useTranslation('resellers');
  const { message } = App.useApp();
  const me = useMe(true);
  const role = me.data?.role ?? null;
  const list = useResellers(isConsoleAreaAllowed(role, 'resellersView'));
  const change = useChangeReseller();
  const [isCreating, setCreating] = useState(false);
  const canChange = isConsoleAreaAllowed(role, 'resellers');

  return (
    <Card
      title={t('console.title')}
      extra={
        canChange && (
          <Button type="primary" onClick={() => setCreating(true)}>
            {t('console.create')}
          </Button>
        )
      }
    >
      <Table<ResellerSummary>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: t('console.none') }}
        columns={[
          { title: t('list.code'), dataIndex: 'code' },
          {
            title: t('list.name'),
            key: 'name',
            render: (_, row) => <Link to={`/console/resellers/${row.id}`}>{row.name}</Link>,
          },
          { title: t('list.business_number'), dataIndex: 'business_number' },
          { title: t('list.members'), dataIndex: 'member_count' },
          { title: t('list.sub_resellers'), dataIndex: 'sub_reseller_count' },
          {
            title: t('list.status'),
            key: 'status',
            render: (_, row) => (row.is_active ? <Tag color="green">{t('list.on')}</Tag> : <Tag>{t('list.off')}</Tag>),
          },
        ]}
      />
      <NewResellerModal
        title={t('console.create')}
        isOpen={isCreating}
        isPending={change.isPending}
        onClose={() => setCreating(false)}
        onSubmit={async (body) => {
          const created = await change.mutateAsync({ kind: 'create', body });
          setCreating(false);
          if (created)
            void message.success(t(created.member.is_new_user ? 'created_invited' : 'created', { code: created.code }));
        }}
      />
    </Card>
  );
}
