import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { NEW_PASSWORD_RULE } from '@mbo/contracts/field-rules';
import { confirmRules } from '../lib/rules.ts';
import { fieldRule } from '../../../lib/form-rules.ts';
import { PasswordChecklist } from './password-checklist.tsx';

export interface NewPasswordValues {
  password?: string;
  confirm?: string;
}

/** A new password (the shared rule, with its live checklist) and its confirmation. */
export function NewPasswordFields({ label }: { label: string }) {
  const { t } = useTranslation('auth');
  const form = Form.useFormInstance<NewPasswordValues>();
  const password = Form.useWatch('password', form) ?? '';
  return (
    <>
      <Form.Item name="password" label={label} rules={[fieldRule(NEW_PASSWORD_RULE)]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <PasswordChecklist password={password} />
      <Form.Item
        name="confirm"
        label={t('fields.confirm_password')}
        dependencies={['password']}
        rules={confirmRules('password')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
