import { Alert, Button, Form, Input, Space } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseSecondFactor, secondFactorKind } from '@mbo/contracts/two-factor';
import { CallError } from '../../../lib/api-client.ts';

interface CodeConfirmFormProps {
  label: string;
  submitLabel: string;
  /** Only a 6-digit code of the app (set-up), or a recovery code too. */
  acceptsRecoveryCode: boolean;
  isPending: boolean;
  onSubmit: (code: string) => Promise<unknown>;
  isDanger?: boolean;
}

/** A code from the authenticator app (or a recovery code) confirming an action; the server's refusal shows inline. */
export function CodeConfirmForm({
  label,
  submitLabel,
  acceptsRecoveryCode,
  isPending,
  onSubmit,
  isDanger = false,
}: CodeConfirmFormProps) {
  const { t } = useTranslation('two-factor');
  const id = useId();
  const [form] = Form.useForm<{ code: string }>();
  const [failure, setFailure] = useState<string | null>(null);

  const isValid = (value: unknown) => {
    if (typeof value !== 'string') return false;
    const kind = secondFactorKind(normaliseSecondFactor(value));
    return kind === 'totp' || (acceptsRecoveryCode && kind === 'recovery');
  };

  const validate = (value: unknown) => {
    if (!isValid(value)) throw new Error(t(acceptsRecoveryCode ? 'code_or_recovery_invalid' : 'code_invalid'));
  };

  const onFinish = async ({ code }: { code: string }) => {
    setFailure(null);
    try {
      await onSubmit(code);
      form.resetFields();
    } catch (error) {
      setFailure(error instanceof CallError ? error.message : t('failed'));
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void onFinish(values)}>
      <Form.Item label={label} htmlFor={id} required>
        <Space.Compact block>
          <Form.Item name="code" noStyle rules={[{ validator: async (_rule, value: unknown) => validate(value) }]}>
            <Input
              id={id}
              autoComplete="one-time-code"
              maxLength={20}
              placeholder={t(acceptsRecoveryCode ? 'code_or_recovery_placeholder' : 'code_placeholder')}
            />
          </Form.Item>
          <Button htmlType="submit" type="primary" danger={isDanger} loading={isPending} style={{ flex: 'none' }}>
            {submitLabel}
          </Button>
        </Space.Compact>
      </Form.Item>
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 16 }} />}
    </Form>
  );
}
