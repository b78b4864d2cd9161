import { Alert, App, Checkbox, Form, Modal } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { canAccessPage } from '@mbo/contracts/access';
import { API_KEY_SCOPES, DEFAULT_API_KEY_SCOPES, type ApiKeyScope } from '@mbo/contracts/calls/api-keys';
import { calls } from '@mbo/contracts/calls/index';
import { zodRule } from '../../../lib/form-rules.ts';
import { useSession } from '../../../lib/session.ts';
import { useSentCode } from '../../../components/use-sent-code.ts';
import { useRotateSecretKey, useSendRotationCode } from '../api/rotate-secret-key.ts';
import { SentCodeField } from '../../../components/sent-code-field.tsx';

interface RotateValues {
  code: string;
  scopes: ApiKeyScope[];
}

const { code: codeField, scopes: scopesField } = calls['merchant/rotate_secret_key'].request.shape;

/**
 * Issuing a key: its scopes (refunds offered only to someone who may refund, as the server requires), a warning (the
 * current key stops at once), a code sent to the user's phone, then the new key by SMS.
 */
export function RotateKeyDialog({
  merchantId,
  open,
  onClose,
}: {
  merchantId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('api-keys');
  const { message } = App.useApp();
  const codeId = useId();
  const [form] = Form.useForm<RotateValues>();
  const sendCode = useSendRotationCode();
  const code = useSentCode(() => sendCode.mutateAsync());
  const rotate = useRotateSecretKey(merchantId);
  const { roles } = useSession();
  const canRefund = canAccessPage(roles, 'transactionDetail');
  const scopeOptions = API_KEY_SCOPES.filter((scope) => scope !== 'refunds' || canRefund).map((scope) => ({
    value: scope,
    label: t(`scopes.${scope}_long`),
  }));

  const submit = async ({ code, scopes }: RotateValues) => {
    try {
      const result = await rotate.mutateAsync({ code, scopes });
      void message.success({ content: result.msg, duration: 6 });
      form.resetFields();
      onClose();
    } catch {
      // The call wrapper has shown the failure.
    }
  };

  return (
    <Modal
      open={open}
      title={t('rotate.title')}
      onCancel={onClose}
      okText={t('rotate.submit')}
      cancelText={t('rotate.cancel')}
      okButtonProps={{ htmlType: 'submit', form: 'rotate-key-form', loading: rotate.isPending, danger: true }}
      destroyOnHidden
      maskClosable={false}
    >
      <Alert type="warning" showIcon title={t('rotate.warning')} className="developer-page__warning" />
      <Form<RotateValues>
        id="rotate-key-form"
        form={form}
        layout="vertical"
        initialValues={{ scopes: [...DEFAULT_API_KEY_SCOPES] }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="scopes"
          label={t('rotate.scopes')}
          required
          rules={[zodRule(scopesField)]}
          extra={canRefund ? undefined : t('rotate.no_refund_right')}
        >
          <Checkbox.Group options={scopeOptions} className="developer-page__scopes" />
        </Form.Item>
        <SentCodeField
          id={codeId}
          label={t('rotate.code')}
          rule={zodRule(codeField)}
          placeholder={t('rotate.code_placeholder')}
          extra={code.sentTo ? t('rotate.sent', { to: code.sentTo }) : undefined}
          onSend={() => void code.send()}
          isSending={sendCode.isPending}
          isWaiting={code.countdown.isRunning}
          buttonLabel={
            code.countdown.isRunning ? t('rotate.resend_in', { seconds: code.countdown.remaining }) : t('rotate.send')
          }
        />
      </Form>
    </Modal>
  );
}
