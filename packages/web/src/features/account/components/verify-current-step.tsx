import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSendBindCode } from '../api/send-bind-code.ts';
import { useVerifyCurrentContact } from '../api/verify-current-contact.ts';
import { CONTACT_CALL, type Contact } from '../lib/contact.ts';
import { BindCodeField } from './bind-code-field.tsx';

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
  const [form] = Form.useForm<{ code: string }>();
  const send = useSendBindCode();
  const verify = useVerifyCurrentContact();
  const call = CONTACT_CALL[by];

  const sendCode = async () => {
    try {
      return (await send.mutateAsync({ MsgType: call.verify, AccountType: call.accountType })).sent_to;
    } catch {
      return null; // The call wrapper has shown the failure.
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
      <BindCodeField send={sendCode} isSending={send.isPending} />
    </Form>
  );
}
