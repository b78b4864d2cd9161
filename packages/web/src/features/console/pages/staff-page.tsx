import {
  App,
  Button,
  Card,
  Flex,
  Popconfirm,
  Result,
  Select,
  Space,
  Table,
  Tag,
  Typography,
  type TableProps,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '@mbo/contracts/calls/console-staff';
import { isConsoleAreaAllowed, PROVIDER_ROLES } from '@mbo/contracts/console-access';
import { useChangeStaff } from '../api/change-staff.ts';
import { useMe } from '../api/get-me.ts';
import { useStaff } from '../api/get-staff.ts';
import { AddStaffModal } from '../components/add-staff-form.tsx';

/**
 * /console/staff (operations admins): the provider's staff accounts — add a person, change a role, disable or
 * enable. One's own row has no actions (the server refuses them too), nor may the last active admin be taken away.
 */
export default function StaffPage() {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const me = useMe(true);
  const isAllowed = me.data ? isConsoleAreaAllowed(me.data.role, 'staff') : false;
  const staff = useStaff(isAllowed);
  const change = useChangeStaff();
  const [isAdding, setAdding] = useState(false);
  const myId = me.data?.user.id;

  const columns: TableProps<StaffMember>['columns'] = [
    { title: t('staff.name'), dataIndex: 'name' },
    { title: t('staff.email'), dataIndex: 'email' },
    {
      title: t('staff.role'),
      key: 'role',
      render: (_, row) =>
        row.user_id === myId ? (
          t(`role.${row.role}`)
        ) : (
          <Select
            aria-label={t('staff.role_of', { name: row.name })}
            size="small"
            style={{ minWidth: 170 }}
            value={row.role}
            options={PROVIDER_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
            onChange={(role) =>
              change.mutateAsync({ kind: 'role', body: { user_id: row.user_id, role } }).then(
                () => message.success(t('staff.role_changed')),
                () => undefined,
              )
            }
          />
        ),
    },
    {
      title: t('staff.two_step'),
      key: 'two_step',
      render: (_, row) =>
        row.is_two_factor_on ? <Tag color="green">{t('staff.on')}</Tag> : <Tag color="orange">{t('staff.off')}</Tag>,
    },
    { title: t('staff.last_sign_in'), key: 'last', render: (_, row) => row.last_sign_in_at ?? t('staff.never') },
    {
      title: t('staff.status'),
      key: 'status',
      render: (_, row) =>
        row.is_active ? <Tag color="blue">{t('staff.active')}</Tag> : <Tag>{t('staff.disabled')}</Tag>,
    },
    {
      title: t('staff.actions'),
      key: 'actions',
      render: (_, row) =>
        row.user_id === myId ? (
          <Typography.Text type="secondary">{t('staff.you')}</Typography.Text>
        ) : (
          <Popconfirm
            title={row.is_active ? t('staff.disable_confirm', { name: row.name }) : t('staff.enable_confirm')}
            okText={row.is_active ? t('staff.disable') : t('staff.enable')}
            cancelText={t('item.cancel')}
            onConfirm={() =>
              change
                .mutateAsync({ kind: 'active', body: { user_id: row.user_id, is_active: !row.is_active } })
                .then(() => message.success(row.is_active ? t('staff.disabled_done') : t('staff.enabled_done')))
                .catch(() => undefined)
            }
          >
            <Button size="small" danger={row.is_active}>
              {row.is_active ? t('staff.disable') : t('staff.enable')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  // A reviewer who types the address: the menu has no entry for them, and the server would refuse every call.
  if (me.data && !isAllowed) return <Result status="403" title={t('staff.forbidden')} />;

  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('staff.title')}
        </Typography.Title>
        <Space>
          <Button type="primary" onClick={() => setAdding(true)}>
            {t('staff.add')}
          </Button>
        </Space>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('staff.intro')}
      </Typography.Paragraph>
      <Table<StaffMember>
        rowKey="user_id"
        columns={columns}
        dataSource={staff.data ?? []}
        loading={staff.isFetching || change.isPending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="console-staff-table"
      />
      <AddStaffModal
        isOpen={isAdding}
        isPending={change.isPending}
        onClose={() => setAdding(false)}
        onSubmit={async (body) => {
          await change.mutateAsync({ kind: 'add', body });
          setAdding(false);
          void message.success(t('staff.added', { email: body.email }));
        }}
      />
    </Card>
  );
}
