import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { merchantTimeZone, useSession } from '../../../lib/session.ts';
import { useCurrencyList } from '../../../lib/api/get-currency-list.ts';
import { usePagedQuery } from '../../../lib/use-paged-query.ts';
import { useDailySummary } from '../api/get-daily-summary.ts';
import { DailySummaryFilters } from '../components/daily-summary-filters.tsx';
import { ListLayout } from '../components/list-layout.tsx';
import { DailySummaryTable } from '../components/daily-summary-table.tsx';
import { defaultDailySummaryQuery } from '../lib/daily-summary-query.ts';
import { transactionsPath } from '../../../lib/list-links.ts';

/**
 * /dailySummary: payments, refunds, fees and net sales per day (last 7 days by default) in one currency. A row
 * opens the transactions list filtered to that day and currency (`/transaction?filter_data=YYYY-MM-DD&currency=1`).
 */
export default function DailySummaryPage() {
  const { t } = useTranslation('payouts');
  const navigate = useNavigate();
  const { merchant } = useSession();
  const merchantId = merchant?.id ?? 0;
  const currencies = useCurrencyList(merchantId);
  // Until the user searches, the default follows the merchant's currencies (AUD unless it has none).
  const { query, search, reset, setPage } = usePagedQuery(() =>
    defaultDailySummaryQuery(currencies.data, merchantTimeZone(merchant)),
  );
  const summary = useDailySummary(merchantId, query);

  return (
    <ListLayout
      filters={<DailySummaryFilters merchantId={merchantId} query={query} onSearch={search} onReset={reset} />}
      caption={t('daily.caption')}
    >
      <DailySummaryTable
        rows={summary.data?.page_data.data ?? []}
        totals={summary.data?.totals}
        currencyId={query.currencyId}
        total={summary.data?.page_data.total_count ?? 0}
        page={query.page}
        isLoading={summary.isFetching}
        onPage={setPage}
        onOpenDay={(date) => navigate(transactionsPath({ begin: date, end: date, currency: query.currencyId }))}
      />
    </ListLayout>
  );
}
