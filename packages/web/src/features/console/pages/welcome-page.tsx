import { Alert, Button, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LANGUAGES, type Language } from '@mbo/contracts/constants';
import { NEW_PASSWORD_RULE } from '@mbo/contracts/field-rules';
import { setLanguage } from '../../../i18n/i18n.ts';
import { CallError } from '../../../lib/api-client.ts';
import { fieldRule } from '../../../lib/form-rules.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { ConsoleCardPage } from '../components/console-card-page.tsx';

const isLanguage = (value: string | null): value is Language => (LANGUAGES as readonly string[]).includes(value ?? '');

/**
 * /console/welcome?u_id=…&u_key=…&language=…: a person invited to the console sets their first password with the
 * invitation's one-time link, then signs in (and sets up two-step verification).
 */
export default function WelcomePage() {
  const { t } = useTranslation('console');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const [error, setError] = useState<string | null>(null);
  const uId = params.get('u_id');
  const uKey = params.get('u_key');
  const language = params.get('language');

  useEffect(() => {
    if (isLanguage(language)) void setLanguage(language);
  }, [language]);

  const onFinish = ({ password }: { password: string }) => {
    setError(null);
    accept.mutateAsync({ u_id: uId ?? '', u_key: uKey ?? '', new_password: password }).then(
      () => void navigate('/console/login', { replace: true, state: { hasSetPassword: true } }),
      (caught: unknown) => setError(caught instanceof CallError ? caught.message : t('welcome.failed')),
    );
  };

  return (
    <ConsoleCardPage title={t('welcome.title')}>
      <Typography.Paragraph type="secondary">{t('welcome.intro')}</Typography.Paragraph>
      {!uId || !uKey ? (
        <Alert type="error" showIcon role="alert" title={t('welcome.no_link')} />
      ) : (
        <Form layout="vertical" requiredMark={false} onFinish={onFinish} data-testid="console-welcome-form">
          <Form.Item name="password" label={t('welcome.password')} rules={[fieldRule(NEW_PASSWORD_RULE)]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t('welcome.confirm')}
            dependencies={['password']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_rule, value: unknown) => {
                  if (value !== getFieldValue('password')) throw new Error(t('welcome.mismatch'));
                },
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Typography.Paragraph type="secondary">{t('welcome.rules')}</Typography.Paragraph>
          {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" block loading={accept.isPending}>
            {t('welcome.submit')}
          </Button>
        </Form>
      )}
    </ConsoleCardPage>
  );
}
