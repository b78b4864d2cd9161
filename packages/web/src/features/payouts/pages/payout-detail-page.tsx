import { Button, Card, Empty, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { useClearingDetail } from '../api/get-clearing-detail.ts';
import { ClearingTransactionsTable } from '../components/clearing-transactions-table.tsx';
import { PayoutTotals } from '../components/payout-totals.tsx';
import { PayoutStoryTimeline } from '../components/payout-story.tsx';
import '../payouts.css';

/** The payout in `?id=` (its settlement id), or null when the parameter is not one. */
function clearingIdOf(value: string | null): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** /payoutDetail?id=…: a payout's totals and its transactions, 10 a page. */
export default function PayoutDetailPage() {
  const { t } = useTranslation('payouts');
  const merchantId = useSession().merchant?.id ?? 0;
  const [searchParams] = useSearchParams();
  const clearingId = clearingIdOf(searchParams.get('id'));
  const [page, setPage] = useState(1);
  const detail = useClearingDetail(merchantId, clearingId, page);

  if (clearingId === null || detail.isError) {
    return (
      <Card>
        <Empty description={t('detail.missing')}>
          <Link to="/payout">
            <Button type="primary">{t('detail.back')}</Button>
          </Link>
        </Empty>
      </Card>
    );
  }
  const settlement = detail.data?.settlement;
  return (
    <div className="payouts-page">
      <Card>
        {settlement ? (
          <PayoutTotals settlement={settlement} account={detail.data?.settlement_account} />
        ) : (
          <Skeleton active />
        )}
      </Card>
      {settlement && detail.data?.story && (
        <Card>
          <PayoutStoryTimeline
            settlement={settlement}
            story={detail.data.story}
            account={detail.data.settlement_account}
          />
        </Card>
      )}
      <Card>
        <Typography.Title level={2} className="payouts-page__title">
          {t('detail.transactions')}
        </Typography.Title>
        <ClearingTransactionsTable
          rows={detail.data?.page_data.data ?? []}
          currencyId={settlement?.currency_id ?? 1}
          total={detail.data?.page_data.total_count ?? 0}
          page={page}
          isLoading={detail.isFetching}
          onPage={setPage}
        />
      </Card>
    </div>
  );
}
