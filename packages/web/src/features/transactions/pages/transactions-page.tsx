import { Card, Flex, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { Found } from '@mbo/contracts/calls/transaction-finding';
import type { Transaction } from '@mbo/contracts/calls/transaction-schemas';
import { ColumnChooser } from '../../../components/column-chooser.tsx';
import { liveMerchants, merchantTimeZone, useSession } from '../../../lib/session.ts';
import { useColumnChoice } from '../../../lib/use-column-choice.ts';
import { usePagedQuery } from '../../../lib/use-paged-query.ts';
import { findByNumberOptions } from '../api/find-by-number.ts';
import { useAttempts } from '../api/get-attempts.ts';
import { useTransactions } from '../api/get-transactions.ts';
import { AttemptsTable } from '../components/attempts-table.tsx';
import { DownloadMenu } from '../components/download-menu.tsx';
import { FoundPanel } from '../components/found-panel.tsx';
import { ListChips } from '../components/list-chips.tsx';
import { NoteModal } from '../components/note-modal.tsx';
import { RefundDialog } from '../components/refund-dialog.tsx';
import { TransactionFilters } from '../components/transaction-filters.tsx';
import { HIDEABLE_COLUMNS, TransactionsTable } from '../components/transactions-table.tsx';
import { detailPath } from '../lib/detail-path.ts';
import { onlyPath } from '../lib/found-path.ts';
import { defaultQuery, parseFilterDay } from '../lib/list-query.ts';
import { parseId } from '../../../lib/list-links.ts';
import '../transactions.css';

const COLUMN_TITLE_KEYS: Record<(typeof HIDEABLE_COLUMNS)[number], string> = {
  time: 'table.time',
  type: 'table.type',
  amount: 'table.amount',
  fee: 'table.fee',
  net: 'table.net',
  status: 'table.status',
  store: 'table.store',
  channel: 'table.channel',
};

/**
 * /transaction: filters with date presets, the number box (finds a number across every date and filter and opens
 * it), the chips (all, payments, refunds, unpaid attempts), the paged list with its column chooser, the download
 * menu, the row menu (details, refund) and the note modal. The filters and page live in the query string
 * (`usePagedQuery`), so back from a detail shows the same page; `?filter_data=YYYY-MM-DD[&filter_end=YYYY-MM-DD][&currency=ID]`
 * (the daily summary's rows and the balance page link to it, lib/list-links.ts) opens the list on those days and that
 * currency.
 */
export default function TransactionsPage() {
  const { t } = useTranslation('transactions');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { merchant, user } = useSession();
  const merchantId = merchant?.id ?? 0;
  const merchantNumber = liveMerchants(user).find((entry) => entry.id === merchantId)?.number;
  const [searchParams] = useSearchParams();
  const filterDay = parseFilterDay(searchParams.get('filter_data'));
  const linked = {
    end: parseFilterDay(searchParams.get('filter_end')),
    currency: parseId(searchParams.get('currency')),
  };
  const timeZone = merchantTimeZone(merchant);
  const { query, search, setPage, setSort } = usePagedQuery(() => defaultQuery(filterDay, timeZone, linked));
  const isAttempts = query.view === 'attempts';
  const [refunding, setRefunding] = useState<Transaction | null>(null);
  const [noted, setNoted] = useState<Transaction | null>(null);
  const [found, setFound] = useState<{ number: string; matches: Found[] } | null>(null);
  const columns = useColumnChoice('transactions', user?.user.id ?? 0, HIDEABLE_COLUMNS);
  const list = useTransactions(merchantId, query, !isAttempts);
  const attempts = useAttempts(merchantId, query, isAttempts);

  /** The number box: one thing with a page opens at once; nothing, several, or an unpaid order show here. */
  const findNumber = async (number: string) => {
    const matches = await queryClient.fetchQuery({ ...findByNumberOptions(merchantId, number), staleTime: 0 });
    const selected = findByNumberOptions(merchantId, number).select!(matches);
    const path = onlyPath(selected);
    if (path) void navigate(path);
    else setFound({ number, matches: selected });
  };

  return (
    <div className="transactions-page">
      <Card>
        <TransactionFilters
          merchantId={merchantId}
          query={query}
          timeZone={timeZone}
          onSearch={search}
          onReset={() => search(defaultQuery(null, timeZone))}
          onFindNumber={(number) => void findNumber(number)}
        />
      </Card>
      {found && (
        <FoundPanel
          number={found.number}
          matches={found.matches}
          onOpen={(path) => void navigate(path)}
          onClose={() => setFound(null)}
        />
      )}
      <Card>
        <Flex justify="space-between" align="center" wrap gap={12} className="transactions-page__toolbar">
          <Typography.Title level={2} className="transactions-page__title">
            {t('table.caption')}
          </Typography.Title>
          <Flex gap={8}>
            {!isAttempts && (
              <ColumnChooser
                columns={HIDEABLE_COLUMNS.map((key) => ({ key, title: t(COLUMN_TITLE_KEYS[key]) }))}
                hidden={columns.hidden}
                onChange={columns.setHidden}
              />
            )}
            <DownloadMenu query={query} />
          </Flex>
        </Flex>
        <ListChips query={query} onChange={search} />
        {isAttempts ? (
          <AttemptsTable
            rows={attempts.data?.data ?? []}
            total={attempts.data?.total_count ?? 0}
            page={query.page}
            isLoading={attempts.isFetching}
            onPage={setPage}
          />
        ) : (
          <TransactionsTable
            rows={list.data?.data ?? []}
            total={list.data?.total_count ?? 0}
            page={query.page}
            sortType={query.sortType}
            isLoading={list.isFetching}
            hidden={columns.hidden}
            onPage={setPage}
            onSort={setSort}
            onView={(row) => navigate(detailPath(row.transaction_id, row.turnover_type))}
            onRefund={setRefunding}
            onNote={setNoted}
          />
        )}
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
