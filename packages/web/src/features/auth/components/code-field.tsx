import { Form } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_RESEND_S, type AccountType } from '@mbo/contracts/constants';
import { CODE_RULE } from '@mbo/contracts/field-rules';
import { tShared } from '../../../i18n/i18n.ts';
import { useSendVerificationCode } from '../api/send-verification-code.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { accountFieldNames, accountOf, rememberAccount, type AccountValues } from '../lib/account.ts';
import { errorText } from '../lib/error-text.ts';
import { fieldRule } from '../../../lib/form-rules.ts';
import type { Notice } from './form-notice.tsx';
import { SentCodeField } from '../../../components/sent-code-field.tsx';

interface CodeFieldProps {
  /** MsgType: 1 sign-in, 2 sign-up, 7 password reset. */
  purpose: 1 | 2 | 7;
  accountType: AccountType;
  onNotice: (notice: Notice) => void;
}

/**
 * The 6-digit code input with its send button. The account is checked by the same rules as on submit before a
 * code is sent; after a successful send the button waits out the 60-second resend window with a countdown.
 */
export function CodeField({ purpose, accountType, onNotice }: CodeFieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const form = Form.useFormInstance<AccountValues>();
  const countdown = useCountdown();
  const { mutateAsync, isPending } = useSendVerificationCode(purpose);

  const send = async () => {
    try {
      await form.validateFields(accountFieldNames(accountType));
    } catch {
      return;
    }
    const account = accountOf(accountType, form.getFieldsValue());
    onNotice(null);
    try {
      await mutateAsync(account);
      countdown.start(CODE_RESEND_S);
      rememberAccount(account);
      onNotice({ kind: 'success', text: tShared('auth.code_sent') });
    } catch (error) {
      onNotice({ kind: 'error', text: errorText(error) });
    }
  };

  return (
    <SentCodeField
      id={id}
      label={t('fields.code')}
      rule={fieldRule(CODE_RULE)}
      placeholder={t('fields.code_placeholder')}
      onSend={() => void send()}
      isSending={isPending}
      isWaiting={countdown.isRunning}
      buttonLabel={countdown.isRunning ? t('code.resend_in', { seconds: countdown.remaining }) : t('code.send')}
    />
  );
}
