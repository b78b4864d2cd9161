import { Tag, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  SETTLEMENT_METHOD,
  SETTLEMENT_STATUS,
  type PayoutAccount,
  type PayoutRef,
  type PayoutStory,
  type Settlement,
} from '@mbo/contracts/calls/payouts';
import { payoutDetailPath } from '../../../lib/detail-paths.ts';
import { describePayoutAccount } from '../../../lib/payout-account.ts';

interface PayoutStoryProps {
  settlement: Settlement;
  story: PayoutStory;
  account: PayoutAccount | null | undefined;
}

/**
 * A payout's story (issue 13 §2): cleared when (T+1 after its finance day, T+0 at its run), paid when and to which
 * account — or still to be paid, or returned and paid again in a later clearing; a clearing that pays returned
 * payouts again links to them. Its payments and refunds are the table below, each a link.
 */
export function PayoutStoryTimeline({ settlement, story, account }: PayoutStoryProps) {
  const { t } = useTranslation('payouts');
  const link = (ref: PayoutRef): ReactNode =>
    ref.id === null ? null : (
      <Link key={ref.id} to={payoutDetailPath(ref.id)} data-testid="payout-story-link">
        {ref.settlement_id}
      </Link>
    );
  const isFast = settlement.settlement_method === SETTLEMENT_METHOD.fast;
  const items: { key: string; color: string; children: ReactNode }[] = [
    {
      key: 'cleared',
      color: 'blue',
      children: (
        <>
          {t('story.cleared', { at: story.cleared_at })} <Tag>{t(`cycle.${settlement.settlement_method}`)}</Tag>
          <div>
            <Typography.Text type="secondary">
              {t(isFast ? 'story.cleared_fast' : 'story.cleared_normal', { date: settlement.finance_date })}
            </Typography.Text>
          </div>
        </>
      ),
    },
  ];
  if (settlement.status === SETTLEMENT_STATUS.pending) {
    items.push({ key: 'pending', color: 'gray', children: t('story.pending', { date: settlement.plan_settle_date }) });
  } else if (settlement.actual_settle_date && settlement.status !== SETTLEMENT_STATUS.failed) {
    items.push({
      key: 'paid',
      color: 'green',
      children: (
        <>
          <strong>{t('story.paid', { date: settlement.actual_settle_date })}</strong>
          {account && <div data-testid="payout-story-account">{describePayoutAccount(account)}</div>}
        </>
      ),
    });
  }
  if (story.returned_at) {
    items.push({
      key: 'returned',
      color: 'red',
      children: t(settlement.status === SETTLEMENT_STATUS.failed ? 'story.failed' : 'story.returned', {
        at: story.returned_at,
      }),
    });
  }
  if (story.repaid_by) {
    items.push({
      key: 'repaid',
      color: 'green',
      children: (
        <>
          {t('story.repaid_by')} {link(story.repaid_by)}
        </>
      ),
    });
  }
  if (story.repays.length > 0) {
    items.push({
      key: 'repays',
      color: 'green',
      children: (
        <>
          {t('story.repays')} {story.repays.map(link)}
        </>
      ),
    });
  }
  return (
    <section aria-labelledby="payout-story-title" data-testid="payout-story">
      <Typography.Title level={2} id="payout-story-title" className="payouts-page__title">
        {t('story.title')}
      </Typography.Title>
      <Timeline items={items} style={{ marginTop: 16 }} />
    </section>
  );
}
