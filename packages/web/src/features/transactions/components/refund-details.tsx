import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Refund, Transaction } from '@mbo/contracts/calls/transaction-schemas';
import { formatMoney } from '../../../lib/format.ts';
import { detailPath } from '../lib/detail-path.ts';

type Items = NonNullable<DescriptionsProps['items']>;

/**
 * A refund's fields (second document, "Transaction detail"): refund id, time, amount, refund fee when above 0,
 * channel, status and the fund source; with the fee given back, what left the merchant's funds and the payment.
 */
export function RefundDetails({ transaction, refund }: { transaction: Transaction; refund: Refund | undefined }) {
  const { t } = useTranslation('transactions');
  const money = (amount: number) => formatMoney(amount, transaction.currency);
  const items: Items = [
    { key: 'number', label: t('detail.refund_id'), children: transaction.transaction_number },
    { key: 'time', label: t('detail.time'), children: transaction.transaction_datetime },
    {
      key: 'amount',
      label: t('detail.refund_amount'),
      children: <strong data-testid="detail-amount">{money(transaction.gross_amount)}</strong>,
    },
    ...(refund && refund.refund_fee > 0
      ? [{ key: 'fee', label: t('detail.refund_fee'), children: money(refund.refund_fee) }]
      : []),
    { key: 'channel', label: t('detail.channel'), children: transaction.payment_channel },
    {
      key: 'status',
      label: t('detail.status'),
      children: <span data-testid="detail-status">{transaction.status_name}</span>,
    },
    ...(refund
      ? [
          {
            key: 'source',
            label: t('detail.fund_source'),
            children: t(refund.is_refund_from_monix_account ? 'detail.fund_global' : 'detail.fund_balance'),
          },
        ]
      : []),
    { key: 'fee_returned', label: t('detail.fee_returned'), children: money(transaction.merchant_fee_amount) },
    { key: 'real', label: t('detail.real_refund'), children: money(transaction.clearing_amount) },
    { key: 'store', label: t('detail.store'), children: transaction.branch_name },
    { key: 'reason', label: t('detail.reason'), children: transaction.note ?? '—' },
    {
      key: 'payment',
      label: t('detail.original_payment'),
      children: <Link to={detailPath(transaction.payment_id, 1)}>{transaction.payment_number}</Link>,
    },
  ];
  return <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2, lg: 3 }} items={items} />;
}
