import { Alert, Button } from 'antd';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { readString, writeString } from '../../../lib/storage.ts';
import { AppLink } from './app-link.tsx';

/** Points partner and institution users to their own site; "I know" hides it for good on this browser. */
export function PartnerHint() {
  const { t } = useTranslation('auth');
  const [isSeen, setSeen] = useState(() => readString('partnerHintSeen') === '1');
  if (isSeen) return null;
  const dismiss = () => {
    writeString('partnerHintSeen', '1');
    setSeen(true);
  };
  return (
    <Alert
      type="info"
      showIcon
      role="note"
      style={{ marginTop: 20 }}
      title={<Trans t={t} i18nKey="partner_hint.text" components={{ site: <AppLink to="/partner" /> }} />}
      action={
        <Button size="small" onClick={dismiss}>
          {t('partner_hint.dismiss')}
        </Button>
      }
    />
  );
}
