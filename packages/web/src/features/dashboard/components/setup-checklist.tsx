import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CallResponse } from '@mbo/contracts/calls/index';
import type { PageKey } from '@mbo/contracts/access';
import { isPageAllowed } from '@mbo/contracts/access';
import { useSession } from '../../../lib/session.ts';

type Steps = CallResponse<'get_setup_checklist'>;
type StepKey = 'settlement_account' | 'store' | 'first_payment' | 'api_key';

/** The steps in the order a new merchant takes them, each with the page where it is done. */
const STEPS: readonly { key: StepKey; path: string; page: PageKey }[] = [
  { key: 'settlement_account', path: '/settlement', page: 'settlement' },
  { key: 'store', path: '/store', page: 'store' },
  { key: 'first_payment', path: '/store', page: 'store' },
  { key: 'api_key', path: '/api', page: 'api' },
];

/**
 * A merchant that has not taken a payment yet (issue 13 §4): what to set up, each step ticked from the merchant's
 * data, with the way to the page where it is done (when the member's role opens it).
 */
export function SetupChecklist({ steps }: { steps: Steps }) {
  const { t } = useTranslation('dashboard', { keyPrefix: 'setup' });
  const navigate = useNavigate();
  const { roles } = useSession();
  const done = STEPS.filter((step) => steps[step.key]).length;
  return (
    <Card
      className="dashboard-card setup-checklist"
      title={<h2 className="dashboard__heading">{t('title')}</h2>}
      extra={t('progress', { done, total: STEPS.length })}
      data-testid="setup-checklist"
    >
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <ol className="setup-checklist__steps">
        {STEPS.map((step) => {
          const isDone = steps[step.key];
          return (
            <li
              key={step.key}
              className="setup-checklist__step"
              data-testid={`setup-step-${step.key}`}
              data-done={isDone}
            >
              {isDone ? (
                <CheckCircleFilled className="setup-checklist__icon setup-checklist__icon--done" aria-hidden />
              ) : (
                <ClockCircleOutlined className="setup-checklist__icon" aria-hidden />
              )}
              <div className="setup-checklist__text">
                <Typography.Text strong>{t(`${step.key}.title`)}</Typography.Text>{' '}
                <Typography.Text type="secondary">{isDone ? t('done') : t('to_do')}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t(`${step.key}.text`)}</Typography.Text>
              </div>
              {!isDone && isPageAllowed(roles, step.page) && (
                <Button onClick={() => void navigate(step.path)}>{t(`${step.key}.action`)}</Button>
              )}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
