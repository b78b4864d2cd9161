import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LANGUAGES, type Language } from '@mbo/contracts/constants';
import { setLanguage } from '../../../i18n/i18n.ts';
import { useAutoLoginMutation } from '../api/auto-login.ts';
import { errorText } from '../lib/error-text.ts';

/** Links already tried in this page's life: a link works once, so a re-run (StrictMode, re-render) must not spend it. */
const tried = new Set<string>();

const isLanguage = (value: string | null): value is Language =>
  (LANGUAGES as readonly (string | null)[]).includes(value);

/**
 * Automatic sign-in through query parameters of /login (spec, section 2):
 * - `u_id`: the one-time sign-in token, sealed by the server (AES-256-GCM; format in the server's login-links.ts
 *   and the README), and `u_key`: the id of the key it was sealed with;
 * - `language`: `en` or `zh_CN`, applied before signing in so that a failure reads in it too;
 * - `m_id`: the merchant id to select when the user belongs to it (otherwise the usual choice applies);
 * - `channel`: the referring system. Nothing in this product depends on it, so it is accepted and ignored.
 * On success the login entry is replaced in the history (the token does not stay there); on failure the query is
 * dropped and `onError` gets the server's message; with two-step verification on the query is dropped and
 * `onSecondStep` gets the challenge. Returns whether a sign-in link is being used.
 */
export function useAutoLogin(
  onError: (text: string) => void,
  onSecondStep: (challenge: string, merchantId: number | null) => void,
): boolean {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { mutateAsync } = useAutoLoginMutation();
  const uId = params.get('u_id');
  const uKey = params.get('u_key');

  useEffect(() => {
    if (!uId || !uKey || tried.has(uId)) return;
    tried.add(uId);
    const language = params.get('language');
    const merchantId = Number(params.get('m_id') || Number.NaN);
    void (async () => {
      if (isLanguage(language)) await setLanguage(language);
      const preferred = Number.isSafeInteger(merchantId) ? merchantId : null;
      try {
        const outcome = await mutateAsync({ uId, uKey, merchantId: preferred });
        if ('landing' in outcome) return navigate(outcome.landing, { replace: true });
        setParams({}, { replace: true });
        onSecondStep(outcome.challenge, preferred);
      } catch (error) {
        onError(errorText(error));
        setParams({}, { replace: true });
      }
    })();
  }, [uId, uKey, params, setParams, navigate, mutateAsync, onError, onSecondStep]);

  return Boolean(uId && uKey);
}
