import { Checkbox, Flex, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCaptchaChallenge } from '../api/get-captcha-challenge.ts';
import { solveCaptcha } from '../lib/solve-captcha.ts';

type State = 'idle' | 'solving' | 'solved' | 'failed';

/**
 * The captcha before a code goes to a new phone: ticking the box fetches a server challenge and solves it in the
 * browser (a proof of work, no puzzle to see or hear, so nothing to fail for a screen-reader or keyboard user). The
 * state is announced (role status). The parent remounts it (a new `key`) once the answer was spent.
 */
export function CaptchaCheck({ onSolved }: { onSolved: (payload: string | null) => void }) {
  const { t } = useTranslation('account');
  const [state, setState] = useState<State>('idle');
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    controller.current = new AbortController();
    setState('solving');
    try {
      const payload = await solveCaptcha(await getCaptchaChallenge(), controller.current);
      setState(payload ? 'solved' : 'failed');
      onSolved(payload);
    } catch {
      setState('failed');
      onSolved(null);
    }
  };

  return (
    <Flex gap={12} align="center" className="captcha-check">
      <Checkbox
        checked={state === 'solving' || state === 'solved'}
        disabled={state === 'solving' || state === 'solved'}
        onChange={(event) => {
          if (event.target.checked) void start();
        }}
      >
        {t('captcha.label')}
      </Checkbox>
      <Typography.Text role="status" type={state === 'failed' ? 'danger' : 'secondary'}>
        {state === 'idle' ? '' : t(`captcha.${state}`)}
      </Typography.Text>
    </Flex>
  );
}
