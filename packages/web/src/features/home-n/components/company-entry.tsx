import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { startSession } from '../../../lib/session.ts';
import { readString } from '../../../lib/storage.ts';
import type { ApplicationState } from '../use-application-state.ts';
import { decideEntry, type EntryDecision, type PersonStatus } from './entry-decision.ts';

/**
 * The company-entry button: where 002 §2 sends the person, or why not yet (with the way to /personal). Once the
 * newest application is approved, the way into the new merchant: the session is started again, so the merchant
 * list (and the switcher) holds it without signing out.
 */
export function CompanyEntry({ application, person }: { application: ApplicationState; person: PersonStatus }) {
  const { t } = useTranslation('home-n');
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<Extract<EntryDecision, { kind: 'error' }> | null>(null);
  const [isOpening, setIsOpening] = useState(false);

  const openMerchant = async () => {
    const token = readString('token');
    if (!token) return;
    setIsOpening(true);
    try {
      void navigate(await startSession(token), { replace: true });
    } finally {
      setIsOpening(false);
    }
  };

  const enter = () => {
    const decision = decideEntry(application, person);
    if (decision.kind === 'go') void navigate(decision.path);
    else setRefusal(decision);
  };

  return (
    <div className="home-n-entry">
      {application.status === 1 && (
        <Alert
          type="success"
          showIcon
          message={t('entry.approved')}
          action={
            <Button
              type="primary"
              size="small"
              loading={isOpening}
              onClick={() => void openMerchant()}
              data-testid="home-n-open-merchant"
            >
              {t('entry.open_merchant')}
            </Button>
          }
        />
      )}
      <Button type="primary" onClick={enter} data-testid="home-n-company-entry">
        {t('entry.button')}
      </Button>
      {refusal && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t(refusal.messageKey)}
          action={<Link to="/personal">{t('entry.to_personal')}</Link>}
          closable
          onClose={() => setRefusal(null)}
          data-testid="home-n-entry-error"
        />
      )}
    </div>
  );
}
