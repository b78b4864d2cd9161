import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MSG_TYPE } from '@mbo/contracts/constants';
import { storedLanguage } from '../../../i18n/i18n.ts';
import { useRegister } from '../api/register.ts';
import { useRevalidateOnLanguage } from '../hooks/use-revalidate-on-language.ts';
import { accountOf, initialAccountType, rememberAccount, type AccountValues } from '../lib/account.ts';
import { errorText } from '../lib/error-text.ts';
import { nameRule } from '../lib/rules.ts';
import { AccountFields } from './account-fields.tsx';
import { AppLink } from './app-link.tsx';
import { CodeField } from './code-field.tsx';
import { FormNotice, type Notice } from './form-notice.tsx';
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields.tsx';

interface RegisterValues extends AccountValues, NewPasswordValues {
  name?: string;
  code?: string;
}

/**
 * Sign-up with an e-mail or phone, a sign-up code (MsgType 2) and a password; signs in and lands on home_n. With a
 * reseller's sign-up link the account is attributed to that reseller (`resellerCode`, the link's resellerid).
 */
export function RegisterForm({ resellerCode }: { resellerCode?: string } = {}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterValues>();
  const [accountType, setAccountType] = useState(initialAccountType);
  const [notice, setNotice] = useState<Notice>(null);
  const { mutateAsync, isPending } = useRegister();
  useRevalidateOnLanguage(form);

  const onFinish = async (values: RegisterValues) => {
    setNotice(null);
    const account = accountOf(accountType, values);
    try {
      const landing = await mutateAsync({
        ...account,
        Name: values.name ?? '',
        VerificationCode: values.code ?? '',
        Password: values.password ?? '',
        // Codes and notices to the new account go out in the language it signed up in.
        language: storedLanguage(),
        ...(resellerCode ? { reseller_code: resellerCode } : {}),
      });
      rememberAccount(account);
      navigate(landing, { replace: true });
    } catch (error) {
      setNotice({ kind: 'error', text: errorText(error) });
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void onFinish(values)}>
      <AccountFields accountType={accountType} onAccountTypeChange={setAccountType} />
      <Form.Item name="name" label={t('fields.name')} rules={[nameRule]}>
        <Input autoComplete="name" placeholder={t('fields.name_placeholder')} />
      </Form.Item>
      <CodeField purpose={MSG_TYPE.register} accountType={accountType} onNotice={setNotice} />
      <NewPasswordFields label={t('fields.password')} />
      <FormNotice notice={notice} />
      <Button type="primary" htmlType="submit" block size="large" loading={isPending}>
        {t('register.submit')}
      </Button>
      <p style={{ marginTop: 16, marginBottom: 0 }}>
        {t('register.have_account')} <AppLink to="/login">{t('register.sign_in')}</AppLink>
      </p>
    </Form>
  );
}
