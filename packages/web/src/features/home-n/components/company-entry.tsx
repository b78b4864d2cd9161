import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ApplicationState } from '../use-application-state.ts';
import { decideEntry, type EntryDecision, type PersonStatus } from './entry-decision.ts';

/** The company-entry button: where 002 §2 sends the person, or why not yet (with the way to /personal). */
export function CompanyEntry({ application, person }: { application: ApplicationState; person: PersonStatus }) {
  const { t } = useTranslation('home-n');
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<Extract<EntryDecision, { kind: 'error' }> | null>(null);

  const enter = () => {
    const decision = decideEntry(application, person);
    if (decision.kind === 'go') void navigate(decision.path);
    else setRefusal(decision);
  };

  return (
    <div className="home-n-entry">
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
