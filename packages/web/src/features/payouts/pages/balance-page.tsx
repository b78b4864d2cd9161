import { Alert, Card, Col, Empty, List, Row, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  PAYOUT_TARGET,
  SETTLEMENT_STATUS,
  type BalancePayout,
  type CurrencyBalance,
} from '@mbo/contracts/calls/payouts';
import { useSession } from '../../../lib/session.ts';
import { formatMoney } from '../../../lib/format.ts';
import { payoutsPath, transactionsPath } from '../../../lib/list-links.ts';
import { useBalance } from '../api/get-balance.ts';
import { paidTo } from '../components/payout-totals.tsx';
import '../payouts.css';

function PayoutList({ payouts, currencyId, testId }: { payouts: BalancePayout[]; currencyId: number; testId: string }) {
  const { t } = useTranslation('payouts');
  if (payouts.length === 0) return null;
  return (
    <List
      size="small"
      className="balance-payouts"
      data-testid={testId}
      dataSource={payouts}
      renderItem={(payout) => {
        const account = payout.settlement_account;
        const target = account?.settlement_type === PAYOUT_TARGET.bank ? t('balance.bank') : t('balance.global');
        return (
          <List.Item>
            <div className="balance-payouts__item">
              <Link to={`/payoutDetail?id=${payout.id}`} className="balance-payouts__number">
                {payout.settlement_id}
              </Link>
              <span className="balance-payouts__amount">{formatMoney(payout.settle_amount, currencyId)}</span>
              <span className="balance-payouts__meta">
                {payout.actual_settle_date
                  ? t('balance.payout_paid', { date: payout.actual_settle_date })
                  : t('balance.payout_expected', { date: payout.plan_settle_date })}
                {' · '}
                {t('balance.payout_finance', { date: payout.finance_date })}
                {' · '}
                {t(`cycle.${payout.settlement_method}`)}
              </span>
              <span className="balance-payouts__meta">
                {t('balance.payout_to')}: {paidTo(target, account)}
              </span>
            </div>
          </List.Item>
        );
      }}
    />
  );
}

/** One currency: collected and not in a payout, on the way, paid; each figure links to the rows behind it. */
function CurrencyBalanceCard({ balance, today }: { balance: CurrencyBalance; today: string }) {
  const { t } = useTranslation('payouts');
  const id = balance.currency_id;
  const money = (major: number) => formatMoney(major, id);
  const { collected, on_the_way: onTheWay, paid } = balance;
  const oldestPending = onTheWay.payouts.at(-1)?.finance_date;
  return (
    <Card
      title={t('balance.currency_title', { currency: balance.currency })}
      data-testid={`balance-${balance.currency}`}
    >
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={8}>
          <Statistic
            title={t('balance.collected')}
            value={money(collected.amount)}
            valueRender={() => (
              <span data-testid={`balance-${balance.currency}-collected`}>{money(collected.amount)}</span>
            )}
          />
          <Typography.Paragraph type="secondary">{t('balance.collected_hint')}</Typography.Paragraph>
          {collected.first_date ? (
            <>
              <Typography.Paragraph>
                {t('balance.collected_detail', {
                  payments: collected.payment_count,
                  paymentAmount: formatMoney(collected.payment_amount, id),
                  refunds: collected.refund_count,
                  refundAmount: formatMoney(collected.refund_amount, id),
                  fee: formatMoney(collected.merchant_fee_amount, id),
                })}
              </Typography.Paragraph>
              {collected.other_amount !== 0 && (
                <Typography.Paragraph>
                  {t('balance.collected_other', { amount: formatMoney(collected.other_amount, id) })}
                </Typography.Paragraph>
              )}
              <Typography.Paragraph type="secondary">
                {t('balance.collected_since', { from: collected.first_date, to: collected.last_date ?? today })}
              </Typography.Paragraph>
              <Link
                data-testid={`balance-${balance.currency}-collected-link`}
                to={transactionsPath({ begin: collected.first_date, end: collected.last_date ?? today, currency: id })}
              >
                {t('balance.open_transactions')}
              </Link>
            </>
          ) : (
            <Typography.Paragraph>{t('balance.collected_none')}</Typography.Paragraph>
          )}
        </Col>
        <Col xs={24} lg={8}>
          <Statistic
            title={t('balance.on_the_way')}
            value={money(onTheWay.amount)}
            valueRender={() => (
              <span data-testid={`balance-${balance.currency}-on-the-way`}>{money(onTheWay.amount)}</span>
            )}
          />
          <Typography.Paragraph type="secondary">{t('balance.on_the_way_hint')}</Typography.Paragraph>
          {onTheWay.count > 0 ? (
            <>
              <Link
                data-testid={`balance-${balance.currency}-on-the-way-link`}
                to={payoutsPath({
                  currency: id,
                  status: SETTLEMENT_STATUS.pending,
                  ...(oldestPending && onTheWay.count <= onTheWay.payouts.length
                    ? { begin: oldestPending, end: today }
                    : {}),
                })}
              >
                {t('balance.open_pending')} ({t('balance.on_the_way_count', { count: onTheWay.count })})
              </Link>
              <PayoutList payouts={onTheWay.payouts} currencyId={id} testId={`balance-${balance.currency}-pending`} />
            </>
          ) : (
            <Typography.Paragraph>{t('balance.on_the_way_none')}</Typography.Paragraph>
          )}
        </Col>
        <Col xs={24} lg={8}>
          <Statistic
            title={t('balance.paid')}
            value={money(paid.amount)}
            valueRender={() => <span data-testid={`balance-${balance.currency}-paid`}>{money(paid.amount)}</span>}
          />
          <Typography.Paragraph type="secondary">
            {t('balance.paid_hint', { from: paid.from, to: paid.to })}
          </Typography.Paragraph>
          {paid.count > 0 ? (
            <>
              <Link
                data-testid={`balance-${balance.currency}-paid-link`}
                to={payoutsPath({ currency: id, status: SETTLEMENT_STATUS.paid, begin: paid.from, end: paid.to })}
              >
                {t('balance.open_paid')} ({t('balance.paid_count', { count: paid.count })})
              </Link>
              <PayoutList payouts={paid.payouts} currencyId={id} testId={`balance-${balance.currency}-paid-list`} />
            </>
          ) : (
            <Typography.Paragraph>{t('balance.paid_none')}</Typography.Paragraph>
          )}
        </Col>
      </Row>
    </Card>
  );
}

/**
 * /balance (issue 13 §1): per settlement currency, what is collected and not yet in a payout (the ledger's unsettled
 * funds, the figure of the dashboard's balance card), what is on its way (pending payouts, expected date, account)
 * and what was paid in the last 30 finance days. Merchant-wide: every store.
 */
export default function BalancePage() {
  const { t } = useTranslation('payouts');
  const { merchant } = useSession();
  const balance = useBalance(merchant?.id ?? 0);

  return (
    <div className="payouts-page" data-testid="balance-page">
      <Typography.Paragraph>{t('balance.intro')}</Typography.Paragraph>
      {balance.isPending && (
        <Card data-testid="balance-loading">
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      )}
      {balance.isError && <Alert type="error" showIcon message={t('balance.error')} />}
      {balance.data &&
        (balance.data.currencies.length === 0 ? (
          <Empty />
        ) : (
          balance.data.currencies.map((entry) => (
            <CurrencyBalanceCard key={entry.currency_id} balance={entry} today={balance.data.date} />
          ))
        ))}
    </div>
  );
}
