import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CallError } from '../../../lib/api-client.ts';
import { useSignIn, useVerifySecondStep, type ConsoleSignIn } from '../api/sign-in.ts';

const errorText = (error: unknown, fallback: string) =>
  error instanceof CallError && error.message ? error.message : fallback;

/**
 * E-mail and password, then — for staff with two-step verification on — the authenticator or recovery code. The
 * server's answers (wrong password, lock-out, not a staff account) show inline, in the chosen language.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: (mustSetUp: boolean) => void }) {
  const { t } = useTranslation('console');
  const { t: tCommon } = useTranslation();
  const [challenge, setChallenge] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const signIn = useSignIn();
  const verify = useVerifySecondStep();

  const after = (outcome: ConsoleSignIn) => {
    if ('challenge' in outcome) setChallenge(outcome.challenge);
    else onSignedIn(outcome.mustSetUp);
  };
  const fail = (caught: unknown) => setError(errorText(caught, tCommon('timeout')));

  if (challenge) {
    return (
      <Form
        layout="vertical"
        requiredMark={false}
        onFinish={(values: { code: string }) => {
          setError(null);
          verify.mutateAsync({ challenge, code: values.code }).then(after, fail);
        }}
      >
        <h2>{t('login.second_step')}</h2>
        <p>{t('login.second_step_intro')}</p>
        <Form.Item name="code" label={t('login.code')} rules={[{ required: true, message: t('login.code_required') }]}>
          <Input autoComplete="one-time-code" autoFocus data-testid="console-code" />
        </Form.Item>
        {error && <Alert type="error" role="alert" message={error} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" block loading={verify.isPending}>
          {t('login.verify')}
        </Button>
        <Button type="link" block onClick={() => setChallenge(null)}>
          {t('login.back')}
        </Button>
      </Form>
    );
  }

  return (
    <Form
      layout="vertical"
      requiredMark={false}
      onFinish={(values: { email: string; password: string }) => {
        setError(null);
        signIn.mutateAsync(values).then(after, fail);
      }}
    >
      <Form.Item
        name="email"
        label={t('login.email')}
        rules={[{ required: true, whitespace: true, message: t('login.email_required') }]}
      >
        <Input autoComplete="username" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[{ required: true, message: t('login.password_required') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      {error && <Alert type="error" role="alert" message={error} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" block size="large" loading={signIn.isPending}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
