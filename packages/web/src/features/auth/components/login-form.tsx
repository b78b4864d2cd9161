import { Button, Flex, Form, Input, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MSG_TYPE } from '@mbo/contracts/constants';
import { useLogin } from '../api/login.ts';
import { useRevalidateOnLanguage } from '../hooks/use-revalidate-on-language.ts';
import { accountOf, initialAccountType, rememberAccount, type AccountValues } from '../lib/account.ts';
import { errorText } from '../lib/error-text.ts';
import { passwordRequiredRule } from '../lib/rules.ts';
import { AccountFields } from './account-fields.tsx';
import { AppLink } from './app-link.tsx';
import { CodeField } from './code-field.tsx';
import { FormNotice, type Notice } from './form-notice.tsx';

type Method = 'password' | 'code';

interface LoginValues extends AccountValues {
  password?: string;
  code?: string;
}

interface LoginFormProps {
  notice: Notice;
  onNotice: (notice: Notice) => void;
  /** The first factor was right and two-step verification is on: the page shows the second step. */
  onSecondStep: (challenge: string) => void;
}

/**
 * The sign-in form of the spec (section 2): e-mail or phone, by password or by a code sent to the account.
 * Failures show inline (login calls never toast); success runs the session start and lands on home or home_n, or
 * hands over to the second step when the user has two-step verification on.
 */
export function LoginForm({ notice, onNotice, onSecondStep }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [form] = Form.useForm<LoginValues>();
  const [accountType, setAccountType] = useState(initialAccountType);
  const [method, setMethod] = useState<Method>('password');
  const { mutateAsync, isPending } = useLogin();
  useRevalidateOnLanguage(form);

  const onFinish = async (values: LoginValues) => {
    onNotice(null);
    const account = accountOf(accountType, values);
    try {
      const outcome = await mutateAsync(
        method === 'password'
          ? { ...account, Password: values.password }
          : { ...account, VerificationCode: values.code },
      );
      rememberAccount(account);
      if ('challenge' in outcome) onSecondStep(outcome.challenge);
      else navigate(outcome.landing, { replace: true });
    } catch (error) {
      onNotice({ kind: 'error', text: errorText(error) });
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} noValidate onFinish={(values) => void onFinish(values)}>
      <AccountFields accountType={accountType} onAccountTypeChange={setAccountType} />
      <Form.Item>
        <Segmented<Method>
          block
          aria-label={t('login.method')}
          value={method}
          onChange={setMethod}
          options={[
            { value: 'password', label: t('login.method_password') },
            { value: 'code', label: t('login.method_code') },
          ]}
        />
      </Form.Item>
      {method === 'password' ? (
        <Form.Item name="password" label={t('fields.password')} rules={[passwordRequiredRule]}>
          <Input.Password autoComplete="current-password" placeholder={t('fields.password_placeholder')} />
        </Form.Item>
      ) : (
        <CodeField purpose={MSG_TYPE.login} accountType={accountType} onNotice={onNotice} />
      )}
      <FormNotice notice={notice} />
      <Button type="primary" htmlType="submit" block size="large" loading={isPending}>
        {t('login.submit')}
      </Button>
      <Flex justify="space-between" wrap gap={8} style={{ marginTop: 16 }}>
        <AppLink to="/forget">{t('login.forgot')}</AppLink>
        <span>
          {t('login.no_account')} <AppLink to="/register">{t('login.register')}</AppLink>
        </span>
      </Flex>
    </Form>
  );
}
