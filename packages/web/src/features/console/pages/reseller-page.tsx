import { Alert, App, Button, Card, Descriptions, Flex, Form, Modal, Space, Switch, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isConsoleAreaAllowed } from '@mbo/contracts/console-access';
import type { RateRule } from '@mbo/contracts/resellers/rate-rules';
import { RatesEditor, toRateRows, toRateRules, type RateRow } from '../../../components/reseller/rates-editor.tsx';
import { RatesTable } from '../../../components/reseller/rates-table.tsx';
import { useChangeReseller, useReseller } from '../api/console-resellers.ts';
import { useMe } from '../api/get-me.ts';

/** Whose base rates the editor changes: the reseller's (no floors) or one of its sub-resellers' (the reseller's). */
interface RatesEdit {
  resellerId: number;
  title: string;
  floors: readonly RateRule[] | null;
}

/**
 * /console/resellers/:id: a reseller's fields, members, base rates and sub-resellers; operations admins set its base
 * rates (no floors: the provider's own) and each sub-reseller's (none below the reseller's, as the server checks),
 * and switch it off or on (its sub-resellers follow). Reviewers read.
 */
export default function ResellerPage() {
  const { t } = useTranslation('resellers');
  const { message } = App.useApp();
  const id = Number(useParams().id);
  const me = useMe(true);
  const canChange = isConsoleAreaAllowed(me.data?.role ?? null, 'resellers');
  const detail = useReseller(id);
  const change = useChangeReseller();
  const [editing, setEditing] = useState<RatesEdit | null>(null);
  const [form] = Form.useForm<{ rates: RateRow[] }>();

  if (!detail.data) return <Card loading={detail.isLoading} />;
  const { reseller, members, base_rates: baseRates, sub_resellers: subResellers } = detail.data;
  const saveRates = async ({ rates }: { rates?: RateRow[] }) => {
    if (!editing) return;
    await change.mutateAsync({ kind: 'rates', body: { reseller_id: editing.resellerId, rates: toRateRules(rates) } });
    setEditing(null);
    void message.success(t('console.rates_saved'));
  };
  const editRates = (edit: RatesEdit, rates: readonly RateRule[]) => {
    form.setFieldsValue({ rates: toRateRows(rates) });
    setEditing(edit);
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title={`${reseller.name} (${reseller.code})`}
        extra={
          <Flex gap={8} align="center">
            {t('list.status')}
            <Switch
              aria-label={t('console.active')}
              checked={reseller.is_active}
              disabled={!canChange}
              loading={change.isPending}
              onChange={(isActive) =>
                void change
                  .mutateAsync({ kind: 'active', body: { reseller_id: id, is_active: isActive } })
                  .catch(() => undefined)
              }
            />
          </Flex>
        }
      >
        <Descriptions
          size="small"
          column={2}
          items={[
            { key: 'bn', label: t('list.business_number'), children: reseller.business_number },
            { key: 'email', label: t('list.email'), children: reseller.email },
            { key: 'created', label: t('list.created_at'), children: `${reseller.created_at} UTC` },
            {
              key: 'members',
              label: t('list.members'),
              children: members.map((member) => `${member.name} <${member.email ?? ''}>`).join(', '),
            },
          ]}
        />
      </Card>
      <Card
        title={t('rates.title')}
        extra={
          canChange && (
            <Button
              onClick={() => editRates({ resellerId: id, title: t('console.edit_rates'), floors: null }, baseRates)}
            >
              {t('console.edit_rates')}
            </Button>
          )
        }
      >
        <RatesTable rates={baseRates} />
      </Card>
      <Card title={t('sub.title')}>
        <Table<(typeof subResellers)[number]>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={subResellers}
          locale={{ emptyText: t('sub.none') }}
          expandable={{ expandedRowRender: (row) => <RatesTable rates={row.base_rates as RateRule[]} /> }}
          columns={[
            { title: t('list.code'), dataIndex: 'code' },
            { title: t('list.name'), dataIndex: 'name' },
            { title: t('list.business_number'), dataIndex: 'business_number' },
            { title: t('list.members'), dataIndex: 'member_count' },
            ...(canChange
              ? [
                  {
                    title: t('console.actions'),
                    key: 'actions',
                    render: (_: unknown, row: (typeof subResellers)[number]) => {
                      const title = t('console.edit_sub_rates', { name: row.name });
                      return (
                        <Button
                          size="small"
                          aria-label={title}
                          onClick={() =>
                            editRates({ resellerId: row.id, title, floors: baseRates }, row.base_rates as RateRule[])
                          }
                        >
                          {t('console.edit_rates')}
                        </Button>
                      );
                    },
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <Modal
        open={editing !== null}
        title={editing?.title}
        onCancel={() => setEditing(null)}
        footer={null}
        width={720}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={(values) => void saveRates(values).catch(() => undefined)}>
          {editing?.floors ? (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              message={t('console.floors_hint', { parent: reseller.name })}
            />
          ) : null}
          <RatesEditor name="rates" floors={editing?.floors ?? null} />
          <Button type="primary" htmlType="submit" block loading={change.isPending} style={{ marginTop: 16 }}>
            {t('console.save_rates')}
          </Button>
        </Form>
      </Modal>
    </Space>
  );
}
