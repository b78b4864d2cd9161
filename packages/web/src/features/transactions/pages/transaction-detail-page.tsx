import { Button, Card, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { liveMerchants, useSession } from '../../../lib/session.ts';
import { useRefundDetail } from '../api/get-refund-detail.ts';
import { useTransactionDetail, useTransactionTimeline } from '../api/get-transaction-detail.ts';
import { PaymentTimelineCard } from '../components/payment-timeline.tsx';
import { PaymentDetails } from '../components/payment-details.tsx';
import { RefundDetails } from '../components/refund-details.tsx';
import { RefundDialog } from '../components/refund-dialog.tsx';
import { canRefund } from '../components/transactions-table.tsx';
import { parseDetailParams } from '../lib/detail-path.ts';
import '../transactions.css';
import { MissingRecord } from '../../../components/missing-record.tsx';

function Missing() {
  const { t } = useTranslation('transactions');
  return <MissingRecord title={t('detail.missing')} backTo="/transaction" backLabel={t('detail.back_to_list')} />;
}

/** /transactionDetail?id=…&type=1|2: a payment (refund button while something is left to refund) or a refund. */
export default function TransactionDetailPage() {
  const [searchParams] = useSearchParams();
  const params = parseDetailParams(searchParams);
  return params ? <Detail id={params.id} turnoverType={params.turnoverType} /> : <Missing />;
}

function Detail({ id, turnoverType }: { id: number; turnoverType: 1 | 2 }) {
  const { t } = useTranslation('transactions');
  const { merchant, user } = useSession();
  const merchantId = merchant?.id ?? 0;
  const merchantNumber = liveMerchants(user).find((entry) => entry.id === merchantId)?.number;
  const detail = useTransactionDetail(merchantId, id, turnoverType);
  const refund = useRefundDetail(merchantId, id, turnoverType === 2);
  const timeline = useTransactionTimeline(merchantId, id, turnoverType);
  const [isRefunding, setRefunding] = useState(false);

  if (detail.isLoading) return <Skeleton active />;
  const transaction = detail.data;
  if (!transaction) return <Missing />;
  const isPayment = transaction.turnover_type === 1;

  return (
    <Card
      title={t(isPayment ? 'detail.payment_title' : 'detail.refund_title', { number: transaction.transaction_number })}
      extra={
        isPayment && canRefund(transaction) ? (
          <Button type="primary" onClick={() => setRefunding(true)} data-testid="detail-refund">
            {t('detail.refund_button')}
          </Button>
        ) : null
      }
    >
      {isPayment ? (
        <PaymentDetails payment={transaction} />
      ) : (
        <RefundDetails transaction={transaction} refund={refund.data} />
      )}
      {timeline.data && (
        <PaymentTimelineCard
          timeline={timeline.data}
          currentRefundId={isPayment ? undefined : transaction.transaction_id}
        />
      )}
      <RefundDialog
        merchantId={merchantId}
        merchantNumber={merchantNumber}
        payment={isRefunding ? transaction : null}
        onClose={() => setRefunding(false)}
      />
    </Card>
  );
}
