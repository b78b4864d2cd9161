import { Button, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MSG_TYPE } from '@mbo/contracts/constants';
import { useResetPassword } from '../api/forget.ts';
import { useRevalidateOnLanguage } from '../hooks/use-revalidate-on-language.ts';
import { accountOf, initialAccountType, type AccountValues } from '../lib/account.ts';
import { errorText } from '../lib/error-text.ts';
import { AccountFields } from './account-fields.tsx';
import { AppLink } from './app-link.tsx';
import { CodeField } from './code-field.tsx';
import { FormNotice, type Notice } from './form-notice.tsx';
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields.tsx';

interface ForgetValues extends AccountValues, NewPasswordValues {
  code?: string;
}

/** Password reset with a reset code (MsgType 7); `onDone` once the server has taken the new password. */
export function ForgetForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<ForgetValues>();
  const [accountType, setAccountType] = useState(initialAccountType);
  const [notice, setNotice] = useState<Notice>(null);
  const { mutateAsync, isPending } = useResetPassword();
  useRevalidateOnLanguage(form);

  const onFinish = async (values: ForgetValues) => {
    setNotice(null);
    try {
      await mutateAsync({
        ...accountOf(accountType, values),
        VerificationCode: values.code ?? '',
        new_password: values.password ?? '',
      });
      onDone();
    } catch (error) {
      setNotice({ kind: 'error', text: errorText(error) });
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void onFinish(values)}>
      <Typography.Paragraph type="secondary">{t('forget.intro')}</Typography.Paragraph>
      <AccountFields accountType={accountType} onAccountTypeChange={setAccountType} />
      <CodeField purpose={MSG_TYPE.resetPassword} accountType={accountType} onNotice={setNotice} />
      <NewPasswordFields label={t('fields.new_password')} />
      <FormNotice notice={notice} />
      <Button type="primary" htmlType="submit" block size="large" loading={isPending}>
        {t('forget.submit')}
      </Button>
      <p style={{ marginTop: 16, marginBottom: 0 }}>
        <AppLink to="/login">{t('forget.back_to_login')}</AppLink>
      </p>
    </Form>
  );
}
