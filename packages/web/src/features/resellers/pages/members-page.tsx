import { App, Button, Card, Form, Input, Modal, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallRequest, CallResponse } from '@mbo/contracts/calls/index';
import { newResellerSchema } from '@mbo/contracts/calls/resellers-console';
import { LANGUAGES } from '@mbo/contracts/constants';
import { zodRule } from '../../../lib/form-rules.ts';
import { useAddMember, useMembers, useRemoveMember } from '../api/members.ts';

type NewMember = CallRequest<'reseller/add_member'>;
type Member = CallResponse<'reseller/members'>['data'][number];
const fields = newResellerSchema.shape;

/**
 * /reseller/members: the people of the caller's reseller (or sub-reseller), and a new one: an existing user of no
 * reseller joins at once (told by e-mail), a new e-mail is invited to set a password in the chosen language. A
 * member removes another after a confirmation (not themselves: the server refuses it, so the row offers nothing).
 * Below them, who was removed, by whom and when.
 */
export default function MembersPage() {
  const { t, i18n } = useTranslation('resellers');
  const { message, modal } = App.useApp();
  const members = useMembers();
  const add = useAddMember();
  const remove = useRemoveMember();
  const [isAdding, setAdding] = useState(false);
  const [form] = Form.useForm<NewMember>();

  const onFinish = async (values: NewMember) => {
    try {
      const added = await add.mutateAsync(values);
      setAdding(false);
      void message.success(t(added.is_new_user ? 'members.added_invited' : 'members.added'));
    } catch {
      // The wrapper shows the server's message (e.g. a member of a reseller already); the dialog stays open.
    }
  };

  const confirmRemove = (member: Member) =>
    modal.confirm({
      title: t('members.remove_title', { name: member.name }),
      content: t('members.remove_body', { name: member.name }),
      okText: t('members.remove_ok'),
      okButtonProps: { danger: true },
      cancelText: t('members.remove_cancel'),
      onOk: async () => {
        try {
          const result = await remove.mutateAsync(member.user_id);
          void message.success(
            t(result.removed ? 'members.removed' : 'members.already_removed', { name: member.name }),
          );
        } catch {
          // The wrapper shows the server's refusal (e.g. the last member); the dialog closes.
        }
      },
    });

  return (
    <Card
      title={t('members.title')}
      extra={
        <Button type="primary" onClick={() => setAdding(true)}>
          {t('members.add')}
        </Button>
      }
    >
      <Table
        rowKey="user_id"
        size="small"
        loading={members.isLoading}
        dataSource={members.data?.data ?? []}
        pagination={false}
        data-testid="reseller-members"
        columns={[
          {
            title: t('members.name'),
            dataIndex: 'name',
            render: (name: string, member) => (
              <>
                {name} {member.is_you && <Tag>{t('members.you')}</Tag>}
              </>
            ),
          },
          { title: t('members.email'), dataIndex: 'email' },
          {
            title: t('members.actions'),
            key: 'actions',
            render: (_: unknown, member) =>
              !member.is_you && (
                <Button
                  danger
                  size="small"
                  aria-label={t('members.remove_named', { name: member.name })}
                  onClick={() => confirmRemove(member)}
                >
                  {t('members.remove')}
                </Button>
              ),
          },
        ]}
      />
      <Typography.Title level={2} style={{ fontSize: 16, margin: '24px 0 12px' }}>
        {t('members.removals_title')}
      </Typography.Title>
      <Table
        rowKey={(removal) => `${removal.user_id}-${removal.removed_time}`}
        size="small"
        loading={members.isLoading}
        dataSource={members.data?.removals ?? []}
        pagination={false}
        locale={{ emptyText: t('members.removals_empty') }}
        data-testid="reseller-removals"
        columns={[
          { title: t('members.name'), dataIndex: 'name' },
          { title: t('members.email'), dataIndex: 'email' },
          { title: t('members.removed_by'), dataIndex: 'removed_by_name' },
          { title: t('members.removed_time'), dataIndex: 'removed_time' },
        ]}
      />
      <Modal open={isAdding} title={t('members.add')} onCancel={() => setAdding(false)} destroyOnHidden footer={null}>
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          preserve={false}
          initialValues={{ language: i18n.language === 'zh_CN' ? 'zh_CN' : 'en' }}
          onFinish={(values) => void onFinish(values)}
          data-testid="new-member-form"
        >
          <Form.Item
            name="member_email"
            label={t('members.email')}
            extra={t('form.member_hint')}
            rules={[zodRule(fields.member_email)]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="member_name" label={t('members.name')} rules={[zodRule(fields.member_name)]}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="language" label={t('form.language')} htmlFor="new-member-language">
            <Select
              id="new-member-language"
              options={LANGUAGES.map((language) => ({ value: language, label: t(`form.languages.${language}`) }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            {t('members.submit')}
          </Button>
        </Form>
      </Modal>
    </Card>
  );
}
