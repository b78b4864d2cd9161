import { Form, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_RESEND_S } from '@mbo/contracts/constants';
import { tShared } from '../../../i18n/i18n.ts';
import { toastSuccess } from '../../../lib/notify.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { SentCodeField } from '../../../components/sent-code-field.tsx';
import { useSendBindCode } from '../api/send-bind-code.ts';
import { useVerifyCurrentContact } from '../api/verify-current-contact.ts';
import { CONTACT_CALL, codeRule, type Contact } from '../lib/contact.ts';

export const VERIFY_FORM_ID = 'bind-verify-form';

/**
 * Step 1 of the bind wizard: a code to the user's current phone or e-mail (`by`, shown masked as `current`); a
 * right code answers the proof of step 2 (`onVerified`). The form is submitted by the wizard's footer.
 */
export function VerifyCurrentStep({
  by,
  current,
  onVerified,
  onPendingChange,
}: {
  by: Contact;
  current: string;
  onVerified: (proof: string) => void;
  onPendingChange: (isPending: boolean) => void;
}) {
  const { t } = useTranslation('account');
  const id = useId();
  const [form] = Form.useForm<{ code: string }>();
  const countdown = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useSendBindCode();
  const verify = useVerifyCurrentContact();
  const call = CONTACT_CALL[by];

  const sendCode = async () => {
    try {
      const result = await send.mutateAsync({ MsgType: call.verify, AccountType: call.accountType });
      countdown.start(CODE_RESEND_S);
      setSentTo(result.sent_to);
      toastSuccess(tShared('auth.code_sent'));
    } catch {
      // The call wrapper has shown the failure.
    }
  };

  const submit = async ({ code }: { code: string }) => {
    onPendingChange(true);
    try {
      const result = await verify.mutateAsync({
        MsgType: call.verify,
        AccountType: call.accountType,
        VerificationCode: code.trim(),
      });
      onVerified(result.proof);
    } catch {
      // The call wrapper has shown the failure.
    } finally {
      onPendingChange(false);
    }
  };

  return (
    <Form id={VERIFY_FORM_ID} form={form} layout="vertical" onFinish={(values) => void submit(values)}>
      <Typography.Paragraph>{t(`wizard.verify_intro_${by}`, { to: current })}</Typography.Paragraph>
      <SentCodeField
        id={id}
        label={t('wizard.code')}
        rule={codeRule}
        placeholder={t('wizard.code_placeholder')}
        extra={sentTo ? t('wizard.sent', { to: sentTo }) : undefined}
        onSend={() => void sendCode()}
        isSending={send.isPending}
        isWaiting={countdown.isRunning}
        buttonLabel={countdown.isRunning ? t('wizard.resend_in', { seconds: countdown.remaining }) : t('wizard.send')}
      />
    </Form>
  );
}
