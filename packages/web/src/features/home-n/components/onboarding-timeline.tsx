import { Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApplicationState } from '../use-application-state.ts';
import { CompanyEntry } from './company-entry.tsx';
import type { PersonStatus } from './entry-decision.ts';

const COLOUR: Record<string, string> = { none: 'default', '0': 'processing', '1': 'success', '2': 'error' };
const keyOf = (status: number | 'none' | null) => (status === null || status === 'none' ? 'none' : String(status));

interface TimelineProps {
  person: PersonStatus;
  isPersonLoading: boolean;
  application: ApplicationState;
}

/**
 * The 4-step timeline of 002 §1; step 2 carries the person's real verification status and the application's
 * status (002 §2), and the company entry.
 */
export function OnboardingTimeline({ person, isPersonLoading, application }: TimelineProps) {
  const { t } = useTranslation('home-n');
  const personKey = keyOf(person);
  const applicationKey = keyOf(application.status);
  return (
    <section className="home-n-section" aria-labelledby="home-n-timeline">
      <h2 id="home-n-timeline">{t('timeline.title')}</h2>
      <ol className="home-n-timeline">
        <li>
          <h3>{t('timeline.step1')}</h3>
          <p>{t('timeline.step1_text')}</p>
          <Link to="/personal">{t('timeline.to_personal')}</Link>
        </li>
        <li data-testid="home-n-step-2">
          <h3>{t('timeline.step2')}</h3>
          {isPersonLoading ? (
            <Skeleton active paragraph={{ rows: 2 }} title={false} />
          ) : (
            <dl className="home-n-timeline__statuses">
              <dt>{t('timeline.person_status')}</dt>
              <dd>
                <Tag color={COLOUR[personKey]} data-testid="home-n-person-status">
                  {t(`person_status.${personKey}`)}
                </Tag>
              </dd>
              <dt>{t('timeline.application_status')}</dt>
              <dd>
                <Tag color={COLOUR[applicationKey]} data-testid="home-n-application-status">
                  {t(`application_status.${applicationKey}`)}
                </Tag>
              </dd>
            </dl>
          )}
          {!isPersonLoading && <CompanyEntry application={application} person={person} />}
        </li>
        <li>
          <h3>{t('timeline.step3')}</h3>
          <p>{t('timeline.step3_text')}</p>
        </li>
        <li>
          <h3>{t('timeline.step4')}</h3>
          <p>{t('timeline.step4_text')}</p>
        </li>
      </ol>
    </section>
  );
}
