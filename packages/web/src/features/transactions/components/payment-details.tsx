import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@mbo/contracts/calls/transaction-schemas';
import { formatMoney, formatMoneyIn, formatRate } from '../../../lib/format.ts';
import { formatExchangeRate } from '../../../lib/exchange-rate.ts';

type Items = NonNullable<DescriptionsProps['items']>;

/** Items whose value is missing are left out (POS serial, customer, card number: "if present"). */
const present = (items: Items): Items =>
  items.filter((item) => item.children !== null && item.children !== undefined && item.children !== '');

/**
 * A payment's fields (second document, "Transaction detail"): amount, time, store, channel, net sales, fees and
 * rates, refund amount, exchange rate, type, card number for card payments, order information and ids, POS serial
 * number and customer when present.
 */
export function PaymentDetails({ payment }: { payment: Transaction }) {
  const { t } = useTranslation('transactions');
  const money = (amount: number) => formatMoney(amount, payment.currency);
  const column = { xs: 1, sm: 1, md: 2, lg: 3 };

  const main: Items = present([
    {
      key: 'amount',
      label: t('detail.amount'),
      children: <strong data-testid="detail-amount">{money(payment.gross_amount)}</strong>,
    },
    { key: 'time', label: t('detail.time'), children: payment.transaction_datetime },
    {
      key: 'status',
      label: t('detail.status'),
      children: <span data-testid="detail-status">{payment.status_name}</span>,
    },
    { key: 'store', label: t('detail.store'), children: payment.branch_name },
    { key: 'channel', label: t('detail.channel'), children: payment.payment_channel },
    { key: 'type', label: t('detail.type'), children: payment.type },
    { key: 'net', label: t('detail.net'), children: money(payment.clearing_amount) },
    {
      key: 'refunded',
      label: t('detail.refunded'),
      children: <span data-testid="detail-refunded">{money(payment.refund_amount)}</span>,
    },
    {
      key: 'refundable',
      label: t('detail.refundable'),
      children: <span data-testid="detail-refundable">{money(payment.refundable_amount)}</span>,
    },
    { key: 'card', label: t('detail.card'), children: payment.is_cardpay ? payment.cardholder_number : null },
  ]);

  const fees: Items = present([
    { key: 'order', label: t('detail.order_amount'), children: money(payment.transaction_amount) },
    { key: 'fee', label: t('detail.fee'), children: money(payment.merchant_fee_amount) },
    { key: 'rate', label: t('detail.fee_rate'), children: formatRate(payment.merchant_fee_rate) },
    {
      key: 'flat',
      label: t('detail.flat_fee'),
      children: payment.flat_fee_amount > 0 ? money(payment.flat_fee_amount) : null,
    },
    { key: 'surcharge', label: t('detail.surcharge'), children: money(payment.surcharge_amount) },
    { key: 'surcharge_rate', label: t('detail.surcharge_rate'), children: formatRate(payment.surcharge_rate) },
    {
      key: 'pay',
      label: t('detail.pay_amount'),
      children:
        payment.pay_currency !== payment.currency_number
          ? formatMoneyIn(payment.pay_amount, payment.pay_currency)
          : null,
    },
    {
      key: 'rate_fx',
      label: t('detail.exchange_rate'),
      children:
        payment.exchange_rate === null
          ? null
          : `1 ${payment.currency_number} = ${formatExchangeRate(payment.exchange_rate)} ${payment.pay_currency}`,
    },
  ]);

  const order: Items = present([
    { key: 'number', label: t('detail.number'), children: payment.transaction_number },
    { key: 'subject', label: t('detail.subject'), children: payment.subject },
    { key: 'note', label: t('detail.note'), children: payment.note },
    { key: 'source', label: t('detail.source'), children: payment.source_name },
    { key: 'channel_txn', label: t('detail.channel_txn'), children: payment.payment_channel_transaction_id },
    { key: 'out_txn', label: t('detail.out_txn'), children: payment.out_transaction_id },
    { key: 'pos', label: t('detail.pos'), children: payment.pos_no },
    { key: 'customer_name', label: t('detail.customer_name'), children: payment.customer_name },
    { key: 'customer_phone', label: t('detail.customer_phone'), children: payment.customer_phone },
  ]);

  return (
    <div className="transaction-detail__sections">
      <Descriptions title={t('detail.payment_section')} bordered size="small" column={column} items={main} />
      <Descriptions title={t('detail.fees_section')} bordered size="small" column={column} items={fees} />
      <Descriptions title={t('detail.order_section')} bordered size="small" column={column} items={order} />
    </div>
  );
}
