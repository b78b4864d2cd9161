import { Form, Input, Modal } from 'antd';
import { isPasswordValid } from '@mbo/contracts/field-rules';
import { useTranslation } from 'react-i18next';
import { tShared } from '../../../i18n/i18n.ts';
import { toastSuccess } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { useChangePassword } from '../api/change-password.ts';
import { PasswordRules } from './password-rules.tsx';

interface Values {
  origin_password: string;
  new_password: string;
  confirm: string;
}

const required = (key: string) => ({ required: true, message: tShared(key) });

/**
 * Change password (spec, section 5): current password, new password with its live checklist, confirmation. The
 * form refuses an invalid new password with 'The password is invalid.' before any call; the server checks again
 * (and refuses the most common passwords, a rule no checklist shows).
 */
export function ChangePasswordModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const [form] = Form.useForm<Values>();
  const newPassword = Form.useWatch('new_password', form) ?? '';
  const person = useSession().user?.user;
  const mutation = useChangePassword();

  const close = () => {
    form.resetFields();
    mutation.reset();
    onClose();
  };

  const submit = (values: Values) => {
    mutation.mutate(
      { origin_password: values.origin_password, new_password: values.new_password },
      {
        onSuccess: () => {
          toastSuccess(tShared('auth.password_changed'));
          close();
        },
      },
    );
  };

  return (
    <Modal
      open={isOpen}
      title={t('password.title')}
      okText={t('password.submit')}
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={mutation.isPending}
      mask={{ closable: false }}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} name="change-password">
        <Form.Item
          name="origin_password"
          label={t('password.old')}
          rules={[required('validation.old_password_required')]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="new_password"
          label={t('password.new')}
          extra={<PasswordRules password={newPassword} person={person} />}
          validateTrigger="onSubmit"
          rules={[
            {
              validator: (_, value: string | undefined) =>
                value && isPasswordValid(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(tShared('validation.password_invalid'))),
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('password.confirm')}
          dependencies={['new_password']}
          validateTrigger="onSubmit"
          rules={[
            required('validation.confirm_required'),
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || value === getFieldValue('new_password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(tShared('validation.confirm_mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
