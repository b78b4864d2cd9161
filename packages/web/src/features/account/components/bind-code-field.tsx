import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_RESEND_S } from '@mbo/contracts/constants';
import { tShared } from '../../../i18n/i18n.ts';
import { toastSuccess } from '../../../lib/notify.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { SentCodeField } from '../../../components/sent-code-field.tsx';
import { codeRule } from '../lib/contact.ts';

/**
 * The code field of a bind-wizard step: `send` sends the code and answers where it went (masked), or null when
 * nothing was sent (the call wrapper or the step has said why); then the button waits out the 60-second window.
 */
export function BindCodeField({ send, isSending }: { send: () => Promise<string | null>; isSending: boolean }) {
  const { t } = useTranslation('account');
  const id = useId();
  const countdown = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSend = async () => {
    const to = await send();
    if (to === null) return;
    countdown.start(CODE_RESEND_S);
    setSentTo(to);
    toastSuccess(tShared('auth.code_sent'));
  };

  return (
    <SentCodeField
      id={id}
      label={t('wizard.code')}
      rule={codeRule}
      placeholder={t('wizard.code_placeholder')}
      extra={sentTo ? t('wizard.sent', { to: sentTo }) : undefined}
      onSend={() => void onSend()}
      isSending={isSending}
      isWaiting={countdown.isRunning}
      buttonLabel={countdown.isRunning ? t('wizard.resend_in', { seconds: countdown.remaining }) : t('wizard.send')}
    />
  );
}
