import { App } from 'antd';
import { useState } from 'react';
import { CODE_RESEND_S } from '@mbo/contracts/constants';
import { tShared } from '../i18n/i18n.ts';
import { useCountdown } from '../lib/use-countdown.ts';

/**
 * Sending a verification code from a dialog step (SentCodeField beside it): the call, the 60-second wait before
 * another, where the code went (`sent_to`, shown under the field) and the "code sent" notice. A failed send leaves
 * everything as it was (the call wrapper has shown why).
 */
export function useSentCode(sendCall: () => Promise<{ sent_to: string }>) {
  const { message } = App.useApp();
  const countdown = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = async () => {
    try {
      const result = await sendCall();
      countdown.start(CODE_RESEND_S);
      setSentTo(result.sent_to);
      void message.success(tShared('auth.code_sent'));
    } catch {
      // The call wrapper has shown the failure.
    }
  };

  return { send, sentTo, forget: () => setSentTo(null), countdown };
}
