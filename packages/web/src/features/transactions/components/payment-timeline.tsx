import { Tag, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PaymentTimeline, TimelinePayout, TimelineRefund } from '@mbo/contracts/calls/payment-timeline';
import { SETTLEMENT_STATUS } from '@mbo/contracts/calls/payouts';
import { payoutDetailPath, transactionDetailPath } from '../../../lib/detail-paths.ts';
import { formatMoney } from '../../../lib/format.ts';
import { describePayoutAccount } from '../../../lib/payout-account.ts';
import { timelineEvents, type TimelineEvent } from '../lib/timeline-events.ts';

interface PaymentTimelineProps {
  timeline: PaymentTimeline;
  /** The refund whose page this is: its line is marked. */
  currentRefundId?: number;
}

/**
 * The story of one payment (issue 13 §2): created, paid, each refund with its number and who made it, the payout it
 * was settled in, when and to which account it was paid — each payout and refund a link to its own page. Payout
 * numbers and accounts are left out by the server for members who may not open payouts; then there is no link.
 */
export function PaymentTimelineCard({ timeline, currentRefundId }: PaymentTimelineProps) {
  const { t } = useTranslation('transactions');
  const money = (amount: number) => formatMoney(amount, timeline.currency);

  /** "Settled in payout S…" with a link, or "Settled in a payout" when the payout is not for this member to open. */
  const withPayout = (
    key: 'settled' | 'refund_in_payout' | 'repaid',
    payout: Pick<TimelinePayout, 'id' | 'settlement_id'>,
  ): ReactNode =>
    payout.id === null || payout.settlement_id === null ? (
      t(`timeline.${key}_hidden`)
    ) : (
      <>
        {t(`timeline.${key}`)}{' '}
        <Link to={payoutDetailPath(payout.id)} data-testid="timeline-payout-link">
          {payout.settlement_id}
        </Link>
      </>
    );

  const refundLine = (refund: TimelineRefund): ReactNode => {
    const isCurrent = refund.id === currentRefundId;
    const who = refund.is_api
      ? t('timeline.by_api', { number: refund.api_refund_no ?? '' })
      : refund.created_by
        ? t('timeline.by', { name: refund.created_by })
        : null;
    return (
      <>
        <Typography.Text strong>
          {t(refund.status === 1 ? 'timeline.refund' : 'timeline.refund_failed', { amount: money(refund.amount) })}
        </Typography.Text>{' '}
        {isCurrent ? (
          <Tag color="blue">{refund.number}</Tag>
        ) : (
          <Link to={transactionDetailPath(refund.id, 2)} data-testid="timeline-refund-link">
            {refund.number}
          </Link>
        )}
        {who && <div>{who}</div>}
        {refund.status === 1 && (
          <div className="payment-timeline__sub">
            {refund.payout ? withPayout('refund_in_payout', refund.payout) : t('timeline.refund_not_settled')}
          </div>
        )}
      </>
    );
  };

  const content = (event: TimelineEvent): { title: ReactNode; color: string } => {
    switch (event.kind) {
      case 'created':
        return { title: t('timeline.created'), color: 'gray' };
      case 'paid':
        return { title: <strong>{t('timeline.paid', { amount: money(timeline.amount) })}</strong>, color: 'green' };
      case 'refund':
        return { title: refundLine(event.refund), color: event.refund.status === 1 ? 'orange' : 'red' };
      case 'not_settled':
        return { title: t('timeline.not_settled'), color: 'gray' };
      case 'settled':
        return {
          title: (
            <>
              {withPayout('settled', event.payout)}{' '}
              <Tag>{t(`timeline.cycle_${event.payout.settlement_method === 2 ? 2 : 1}`)}</Tag>
            </>
          ),
          color: 'blue',
        };
      case 'awaiting_payout':
        return { title: t('timeline.awaiting_payout', { date: event.payout.plan_settle_date }), color: 'gray' };
      case 'paid_out':
        return {
          title: (
            <>
              <strong>{t('timeline.paid_out')}</strong>
              {event.payout.account && (
                <div data-testid="timeline-account">{describePayoutAccount(event.payout.account)}</div>
              )}
            </>
          ),
          color: 'green',
        };
      case 'returned':
        return {
          title: t(event.payout.status === SETTLEMENT_STATUS.failed ? 'timeline.failed' : 'timeline.returned'),
          color: 'red',
        };
      case 'repaid':
        return {
          title: event.payout.repaid_by ? withPayout('repaid', event.payout.repaid_by) : t('timeline.repaid_hidden'),
          color: 'green',
        };
    }
  };

  const items = timelineEvents(timeline).map((event, index) => {
    const { title, color } = content(event);
    return {
      key: `${event.kind}-${index}`,
      color,
      children: (
        <div className="payment-timeline__item" data-testid={`timeline-${event.kind}`}>
          <div>{title}</div>
          {event.at && <Typography.Text type="secondary">{event.at}</Typography.Text>}
        </div>
      ),
    };
  });

  return (
    <section className="payment-timeline" aria-labelledby="payment-timeline-title" data-testid="payment-timeline">
      <Typography.Title level={2} id="payment-timeline-title" className="transactions-page__title">
        {t('timeline.title')}
      </Typography.Title>
      <Timeline items={items} />
    </section>
  );
}
