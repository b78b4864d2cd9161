import { Button, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallRequest } from '@mbo/contracts/calls/index';
import { PROVIDER_ROLES } from '@mbo/contracts/console-access';
import { LANGUAGES } from '@mbo/contracts/constants';
import { EMAIL_RULE, PERSON_NAME_RULE } from '@mbo/contracts/field-rules';
import { fieldRule } from '../../../lib/form-rules.ts';

type AddStaff = CallRequest<'console/add_staff'>;

/**
 * Adding a staff member: name, e-mail, role, and the language of the invitation (a new person gets an e-mail with a
 * link to set a password; an existing user is told by e-mail). The server's answers show as the wrapper's toasts.
 */
export function AddStaffModal(props: {
  isOpen: boolean;
  isPending: boolean;
  onSubmit: (values: AddStaff) => Promise<void>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('console');
  const [form] = Form.useForm<AddStaff>();
  const initialValues: Partial<AddStaff> = {
    role: 'reviewer',
    language: i18n.language === 'zh_CN' ? 'zh_CN' : 'en',
  };
  return (
    <Modal
      open={props.isOpen}
      title={t('staff.add_title')}
      onCancel={props.onClose}
      destroyOnHidden
      footer={null}
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues}
        preserve={false}
        onFinish={(values) =>
          props.onSubmit(values).then(
            () => form.resetFields(),
            () => undefined,
          )
        }
        data-testid="add-staff-form"
      >
        <Form.Item name="name" label={t('staff.name')} rules={[fieldRule(PERSON_NAME_RULE)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="email" label={t('staff.email')} rules={[fieldRule(EMAIL_RULE)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="role" label={t('staff.role')} htmlFor="add-staff-role">
          <Select
            id="add-staff-role"
            options={PROVIDER_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="language"
          label={t('staff.language')}
          extra={t('staff.language_hint')}
          htmlFor="add-staff-language"
        >
          <Select
            id="add-staff-language"
            options={LANGUAGES.map((language) => ({ value: language, label: t(`staff.languages.${language}`) }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={props.isPending}>
          {t('staff.add_submit')}
        </Button>
      </Form>
    </Modal>
  );
}
