import { App } from 'antd';
import { IDENTITY_REVIEW_WARNING_SECONDS, VERIFY_STATUS } from '@mbo/contracts/constants';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toastWarning } from '../../../lib/notify.ts';
import { readJson, readString } from '../../../lib/storage.ts';
import { textIn } from '../../../lib/format.ts';

interface StoredVerifyStatus {
  verify_status: number;
  objection: string | null;
  en_objection: string | null;
}

/** Once per session and page load: the prompt is a reminder, not something to repeat on every navigation. */
let promptedToken: string | null = null;

/**
 * The identity prompt (spec, section 4), from the person info stored at session start: a rejected verification
 * (verify_status 2) opens a modal with the reason and "Update now" (→ personal info); one under review (0) shows a
 * 10-second warning.
 */
export function IdentityPrompt() {
  const { t, i18n } = useTranslation('shell');
  const { modal } = App.useApp();
  const navigate = useNavigate();

  useEffect(() => {
    const token = readString('token');
    if (token === promptedToken) return;
    promptedToken = token;
    const person = readJson<StoredVerifyStatus>('verifyStatus');
    if (person?.verify_status === VERIFY_STATUS.rejected) {
      const reason =
        textIn(i18n.language, { zh: person.objection, en: person.en_objection }) ??
        person.objection ??
        person.en_objection ??
        '';
      modal.confirm({
        title: t('identity.rejected_title'),
        content: t('identity.rejected', { reason }),
        okText: t('identity.update_now'),
        cancelText: t('identity.later'),
        // Straight into the form: the person came to update it.
        onOk: () => void navigate('/personal?update=1'),
      });
    } else if (person?.verify_status === VERIFY_STATUS.underReview) {
      toastWarning(t('identity.reviewing'), IDENTITY_REVIEW_WARNING_SECONDS);
    }
  }, [t, i18n.language, modal, navigate]);

  return null;
}
