import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { merchantTimeZone, useSession } from '../../../lib/session.ts';
import { usePagedQuery } from '../../../lib/use-paged-query.ts';
import { useSettlements } from '../api/get-settlements.ts';
import { PayoutFilters } from '../components/payout-filters.tsx';
import { ListLayout } from '../components/list-layout.tsx';
import { PayoutsTable } from '../components/payouts-table.tsx';
import { defaultPayoutsQuery } from '../lib/payouts-query.ts';
import { parseDay, parseId } from '../../../lib/list-links.ts';

/**
 * /payout: the settlements (payouts) of the merchant, filtered and paged; a row opens its detail. The query string
 * may set the opening filters (lib/list-links.ts payoutsPath).
 */
export default function PayoutsPage() {
  const { t } = useTranslation('payouts');
  const navigate = useNavigate();
  const { merchant } = useSession();
  const merchantId = merchant?.id ?? 0;
  const timeZone = merchantTimeZone(merchant);
  const [searchParams] = useSearchParams();
  // A link's filters (the balance page: ?currency=1&status=1[&begin=…&end=…]) are the list's opening filters.
  const [linked] = useState(() => ({
    currency: parseId(searchParams.get('currency')),
    status: parseId(searchParams.get('status')),
    begin: parseDay(searchParams.get('begin')),
    end: parseDay(searchParams.get('end')),
  }));
  const { query, search, reset, setPage, setSort } = usePagedQuery(() => defaultPayoutsQuery(timeZone, linked));
  const list = useSettlements(merchantId, query);

  return (
    <ListLayout
      filters={<PayoutFilters merchantId={merchantId} query={query} onSearch={search} onReset={reset} />}
      caption={t('table.caption')}
    >
      <PayoutsTable
        rows={list.data?.data ?? []}
        total={list.data?.total_count ?? 0}
        page={query.page}
        sortType={query.sortType}
        isLoading={list.isFetching}
        onPage={setPage}
        onSort={setSort}
        onView={(row) => navigate(`/payoutDetail?id=${row.id}`)}
      />
    </ListLayout>
  );
}
