import { Col, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardCurrencyId } from '@mbo/contracts/calls/dashboard';
import { todayIn } from '../../lib/date-rules.ts';
import { merchantTimeZone, useSession } from '../../lib/session.ts';
import type { ReportFilter } from './api/report-filter.ts';
import { useDashboardCurrencies } from './api/get-dashboard-currencies.ts';
import { useSetupChecklist } from './api/get-setup-checklist.ts';
import { useTodaySummary } from './api/get-today-summary.ts';
import { BalanceCard } from './components/balance-card.tsx';
import { ChannelPies } from './components/channel-pies.tsx';
import { CurrencySelect } from './components/currency-select.tsx';
import { PeriodPicker } from './components/period-picker.tsx';
import { PriceBandChart } from './components/price-band-chart.tsx';
import { SettlementCard } from './components/settlement-card.tsx';
import { SetupChecklist } from './components/setup-checklist.tsx';
import { TimeDistributionChart } from './components/time-distribution-chart.tsx';
import { TodaySummaryCard } from './components/today-summary-card.tsx';
import { TotalsOverview } from './components/totals-overview.tsx';
import { TrendChart } from './components/trend-chart.tsx';
import { rangeOf, type PeriodKind } from './lib/period.ts';
import './dashboard.css';

/** The collection analysis opens on the current week: enough days to draw, compared with the week before. */
const DEFAULT_PERIOD_KIND: PeriodKind = 'week';

/**
 * The home dashboard (first document, section 2): currency, today's summary, balance, latest settlement, and the
 * collection analysis of a day, week or month. "Today" is the merchant's (today_summary_report tells it); the
 * analysis waits for it, so no range ever reaches a day the merchant has not reached yet.
 */
export default function Dashboard({ merchantId }: { merchantId: number }) {
  const { t } = useTranslation('dashboard');
  const { merchant } = useSession();
  const currencies = useDashboardCurrencies(merchantId);
  const [chosenCurrency, setCurrency] = useState<DashboardCurrencyId>(currencies[0]!);
  const currency = currencies.includes(chosenCurrency) ? chosenCurrency : currencies[0]!;
  const today = useTodaySummary(merchantId, currency);
  // Without the server's date (the call failed), today in the merchant's time zone stands in.
  const merchantToday = today.data?.date ?? (today.isError ? todayIn(merchantTimeZone(merchant)) : null);
  const [chosen, setPeriod] = useState<{ kind: PeriodKind; date: string | null }>({
    kind: DEFAULT_PERIOD_KIND,
    date: null,
  });
  const period = merchantToday ? { kind: chosen.kind, date: chosen.date ?? merchantToday } : null;
  const filter: ReportFilter | null = period && merchantToday ? { currency, ...rangeOf(period, merchantToday) } : null;
  const rangeText = filter ? t('period_range', { start: filter.startTime, end: filter.endTime }) : '';
  // A merchant without a payment yet gets the setup checklist in place of empty reports.
  const setup = useSetupChecklist(merchantId);
  const isNew = setup.data?.has_payments === false;

  return (
    <div className="dashboard" data-testid="dashboard">
      <div className="dashboard__toolbar">
        <CurrencySelect value={currency} options={currencies} onChange={setCurrency} />
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <TodaySummaryCard query={today} currency={currency} />
        </Col>
        <Col xs={24} md={12} xl={6}>
          <BalanceCard merchantId={merchantId} currency={currency} />
        </Col>
        <Col xs={24} md={12} xl={6}>
          <SettlementCard merchantId={merchantId} currency={currency} />
        </Col>
      </Row>
      {setup.data && isNew ? (
        <SetupChecklist steps={setup.data} />
      ) : (
        <section className="dashboard__analysis" aria-labelledby="dashboard-analysis-title">
          <div className="dashboard__analysis-head">
            <h2 id="dashboard-analysis-title" className="dashboard__heading">
              {t('analysis_title')}
            </h2>
            {period && merchantToday && <PeriodPicker period={period} today={merchantToday} onChange={setPeriod} />}
          </div>
          <Row gutter={[16, 16]}>
            <Col xs={24}>
              <TotalsOverview merchantId={merchantId} filter={filter} />
            </Col>
            <Col xs={24} xl={10}>
              <PriceBandChart merchantId={merchantId} filter={filter} rangeText={rangeText} />
            </Col>
            <Col xs={24} xl={14}>
              <ChannelPies merchantId={merchantId} filter={filter} rangeText={rangeText} />
            </Col>
            <Col xs={24} xl={14}>
              {period && (
                <TimeDistributionChart merchantId={merchantId} filter={filter} period={period} rangeText={rangeText} />
              )}
            </Col>
            <Col xs={24} xl={10}>
              <TrendChart merchantId={merchantId} filter={filter} rangeText={rangeText} />
            </Col>
          </Row>
        </section>
      )}
    </div>
  );
}
