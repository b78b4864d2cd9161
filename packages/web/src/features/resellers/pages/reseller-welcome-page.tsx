import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LANGUAGES, type Language } from '@mbo/contracts/constants';
import { NEW_PASSWORD_RULE } from '@mbo/contracts/field-rules';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { setLanguage } from '../../../i18n/i18n.ts';
import { call, CallError } from '../../../lib/api-client.ts';
import { fieldRule } from '../../../lib/form-rules.ts';

const isLanguage = (value: string | null): value is Language => (LANGUAGES as readonly string[]).includes(value ?? '');

/**
 * /reseller/welcome?u_id=…&u_key=…&language=…: a reseller's new member sets their first password with the
 * invitation's one-time link (the same invitation as the console's staff), then signs in at /login.
 */
export default function ResellerWelcomePage() {
  const { t } = useTranslation('resellers');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const uId = params.get('u_id');
  const uKey = params.get('u_key');
  const language = params.get('language');

  useEffect(() => {
    if (isLanguage(language)) void setLanguage(language);
  }, [language]);

  const onFinish = ({ password }: { password: string }) => {
    setError(null);
    setPending(true);
    call('console/accept_invitation', { u_id: uId ?? '', u_key: uKey ?? '', new_password: password }, { silent: true })
      .then(
        () => void navigate('/login', { replace: true }),
        (caught: unknown) => setError(caught instanceof CallError ? caught.message : t('welcome.failed')),
      )
      .finally(() => setPending(false));
  };

  return (
    <Flex justify="center" style={{ padding: 48 }}>
      <Card title={t('welcome.title')} extra={<LanguageSwitch />} style={{ width: 440 }}>
        <Typography.Paragraph type="secondary">{t('welcome.intro')}</Typography.Paragraph>
        {!uId || !uKey ? (
          <Alert type="error" showIcon role="alert" title={t('welcome.no_link')} />
        ) : (
          <Form layout="vertical" requiredMark={false} onFinish={onFinish} data-testid="reseller-welcome-form">
            <Form.Item name="password" label={t('welcome.password')} rules={[fieldRule(NEW_PASSWORD_RULE)]}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} />}
            <Button type="primary" htmlType="submit" block loading={isPending}>
              {t('welcome.submit')}
            </Button>
          </Form>
        )}
      </Card>
    </Flex>
  );
}
