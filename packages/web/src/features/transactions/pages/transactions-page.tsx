import { Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { Transaction } from '@mbo/contracts/calls/transaction-schemas';
import { liveMerchants, merchantTimeZone, useSession } from '../../../lib/session.ts';
import { usePagedQuery } from '../../../lib/use-paged-query.ts';
import { useTransactions } from '../api/get-transactions.ts';
import { DownloadMenu } from '../components/download-menu.tsx';
import { NoteModal } from '../components/note-modal.tsx';
import { RefundDialog } from '../components/refund-dialog.tsx';
import { TransactionFilters } from '../components/transaction-filters.tsx';
import { TransactionsTable } from '../components/transactions-table.tsx';
import { detailPath } from '../lib/detail-path.ts';
import { defaultQuery, parseFilterDay } from '../lib/list-query.ts';
import { parseId } from '../../../lib/list-links.ts';
import '../transactions.css';

/**
 * /transaction: filters, the paged list, the download menu, the row menu (details, refund) and the note modal.
 * `?filter_data=YYYY-MM-DD[&filter_end=YYYY-MM-DD][&currency=ID]` (the daily summary's rows and the balance page link
 * to it, lib/list-links.ts) opens the list on those days and that currency.
 */
export default function TransactionsPage() {
  const { t } = useTranslation('transactions');
  const navigate = useNavigate();
  const { merchant, user } = useSession();
  const merchantId = merchant?.id ?? 0;
  const merchantNumber = liveMerchants(user).find((entry) => entry.id === merchantId)?.number;
  const [searchParams] = useSearchParams();
  const filterDay = parseFilterDay(searchParams.get('filter_data'));
  const linked = {
    end: parseFilterDay(searchParams.get('filter_end')),
    currency: parseId(searchParams.get('currency')),
  };
  const linkKey = searchParams.toString();
  const timeZone = merchantTimeZone(merchant);
  // The day the page opened on stays its default (Reset returns to the last 7 days, as before).
  const [openedDay] = useState(filterDay);
  const [openedLink] = useState(linked);
  const { query, search, setPage, setSort } = usePagedQuery(() => defaultQuery(openedDay, timeZone, openedLink));
  const [refunding, setRefunding] = useState<Transaction | null>(null);
  const [noted, setNoted] = useState<Transaction | null>(null);
  const list = useTransactions(merchantId, query);

  // Another day linked while the list is open (the daily summary in another tab of the router): show that day.
  const [linkedKey, setLinkedKey] = useState(linkKey);
  if (linkKey !== linkedKey) {
    setLinkedKey(linkKey);
    if (filterDay) search(defaultQuery(filterDay, timeZone, linked));
  }

  return (
    <div className="transactions-page">
      <Card>
        <TransactionFilters
          merchantId={merchantId}
          query={query}
          onSearch={search}
          onReset={() => search(defaultQuery(null, timeZone))}
        />
      </Card>
      <Card>
        <Flex justify="space-between" align="center" className="transactions-page__toolbar">
          <Typography.Title level={2} className="transactions-page__title">
            {t('table.caption')}
          </Typography.Title>
          <DownloadMenu query={query} />
        </Flex>
        <TransactionsTable
          rows={list.data?.data ?? []}
          total={list.data?.total_count ?? 0}
          page={query.page}
          sortType={query.sortType}
          isLoading={list.isFetching}
          onPage={setPage}
          onSort={setSort}
          onView={(row) => navigate(detailPath(row.transaction_id, row.turnover_type))}
          onRefund={setRefunding}
          onNote={setNoted}
        />
      </Card>
      <RefundDialog
        merchantId={merchantId}
        merchantNumber={merchantNumber}
        payment={refunding}
        onClose={() => setRefunding(null)}
      />
      <NoteModal note={noted?.note ?? null} number={noted?.transaction_number ?? ''} onClose={() => setNoted(null)} />
    </div>
  );
}
