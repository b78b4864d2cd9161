import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { normaliseSecondFactor, secondFactorKind } from '@mbo/contracts/two-factor';
import { useVerifyLogin } from '../api/verify-login.ts';
import { errorText } from '../lib/error-text.ts';
import { FormNotice, type Notice } from './form-notice.tsx';

export interface SecondStep {
  challenge: string;
  merchantId: number | null;
}

interface SecondStepFormProps {
  step: SecondStep;
  /** Back to the first step (a new sign-in; the challenge is left to expire). */
  onRestart: () => void;
}

/**
 * The second step of a sign-in with two-step verification on: a code from the authenticator app, or a recovery
 * code. Failures show inline; success starts the session and lands as any sign-in does.
 */
export function SecondStepForm({ step, onRestart }: SecondStepFormProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [notice, setNotice] = useState<Notice>(null);
  const { mutateAsync, isPending } = useVerifyLogin();

  const onFinish = async ({ code }: { code: string }) => {
    setNotice(null);
    try {
      navigate(await mutateAsync({ challenge: step.challenge, code, merchantId: step.merchantId }), { replace: true });
    } catch (error) {
      setNotice({ kind: 'error', text: errorText(error) });
    }
  };

  return (
    <Form
      layout="vertical"
      requiredMark={false}
      onFinish={(values: { code: string }) => void onFinish(values)}
      data-testid="second-step-form"
    >
      <Typography.Paragraph>{t('second_step.intro')}</Typography.Paragraph>
      <Form.Item
        name="code"
        label={t('second_step.code')}
        rules={[
          {
            validator: async (_rule, value: unknown) => {
              if (typeof value !== 'string' || secondFactorKind(normaliseSecondFactor(value)) === null)
                throw new Error(t('second_step.code_invalid'));
            },
          },
        ]}
      >
        <Input autoFocus autoComplete="one-time-code" placeholder={t('second_step.code_placeholder')} maxLength={20} />
      </Form.Item>
      <Typography.Paragraph type="secondary">{t('second_step.recovery_hint')}</Typography.Paragraph>
      <FormNotice notice={notice} />
      <Button type="primary" htmlType="submit" block size="large" loading={isPending}>
        {t('second_step.submit')}
      </Button>
      <Button type="link" block onClick={onRestart} style={{ marginTop: 8 }}>
        {t('second_step.restart')}
      </Button>
    </Form>
  );
}
