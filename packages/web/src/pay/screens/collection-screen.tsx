import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CallResponse } from '@mbo/contracts/calls/index';
import { COLLECTION_STATUS } from '@mbo/contracts/remittance/order-flow';
import { payCall, PayCallError } from '../api.ts';
import { formatMoney } from '../form.ts';
import { usePay } from '../pay-context.ts';
import { payQueryKey, usePayQuery } from '../query.ts';
import { LoadFailed, Loading } from './load-state.tsx';
import { NotFoundScreen } from './not-found-screen.tsx';
import { StoreHeader } from './store-header.tsx';

type Order = CallResponse<'pay/collection_order'>['order'];

/** How often an order whose transfer was reported is read again, until the funds arrive. */
const POLL_MS = 2_000;

function CopyButton({ text }: { text: string }) {
  const { t } = usePay();
  const [isCopied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="pay-link-button pay-copy"
      onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}
    >
      {isCopied ? t('collection_copied') : t('collection_copy')}
    </button>
  );
}

/** The bank details to pay into, the reference (the order number) first among equals. */
function BankDetails({ order }: { order: Order }) {
  const { t } = usePay();
  const rows: [string, string, boolean][] = [
    [t('collection_bank_name'), order.bank.bank_name, false],
    [t('collection_account_name'), order.bank.account_name, true],
    ...(order.bank.bsb ? [[t('collection_bsb'), order.bank.bsb, true] as [string, string, boolean]] : []),
    [t('collection_account_number'), order.bank.account_number, true],
    [t('collection_swift'), order.bank.swift_code, true],
    [t('collection_reference'), order.bank.reference, true],
  ];
  return (
    <section aria-labelledby="collection-bank" className="pay-collection-bank">
      <h2 id="collection-bank">{t('collection_bank_legend')}</h2>
      <dl className="pay-summary" data-testid="collection-bank">
        {rows.map(([label, value, canCopy]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <span>{value}</span> {canCopy && <CopyButton text={value} />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * A collection order's payer page (issue 14 §5): whom the payer pays, what for, how much, and the bank transfer's
 * details with the order number as the reference. In the sandbox it offers to simulate the transfer; once reported it
 * is read again until the funds arrive.
 */
export function CollectionScreen({ token }: { token: string }) {
  const { t, language } = usePay();
  const queryClient = useQueryClient();
  const [isSending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const body = { token };
  const { load, retry } = usePayQuery('pay/collection_order', body, {
    refetchInterval: (query) => (query.state.data?.order.status === COLLECTION_STATUS.processing ? POLL_MS : false),
  });
  const merchantName = load.state === 'ready' ? load.data.order.merchant_name : null;
  useEffect(() => {
    if (merchantName) document.title = t('collection_page_title', { merchant: merchantName });
  }, [merchantName, t]);

  if (load.state === 'loading') return <Loading />;
  if (load.state === 'missing') return <NotFoundScreen message={load.message} />;
  if (load.state === 'failed') return <LoadFailed message={load.message} onRetry={retry} />;
  const order = load.data.order;
  const amount = formatMoney(order.amount, order.currency, order.currency_id);

  const simulate = async () => {
    setSending(true);
    setError(null);
    try {
      const answer = await payCall('sandbox/collection_transfer', body, language);
      queryClient.setQueryData(payQueryKey('pay/collection_order', body, language), answer);
    } catch (caught) {
      setError(caught instanceof PayCallError && caught.serverMessage ? caught.serverMessage : t('load_failed'));
    } finally {
      setSending(false);
    }
  };

  const summary = (
    <dl className="pay-summary">
      <div>
        <dt>{t('collection_amount')}</dt>
        <dd className="pay-summary-amount" data-testid="collection-amount">
          {amount}
        </dd>
      </div>
      <div>
        <dt>{t('collection_for')}</dt>
        <dd>{order.description}</dd>
      </div>
      {order.payer_name && (
        <div>
          <dt>{t('collection_payer')}</dt>
          <dd>{order.payer_name}</dd>
        </div>
      )}
      <div>
        <dt>{t('collection_order_no')}</dt>
        <dd>{order.number}</dd>
      </div>
    </dl>
  );

  if (order.status === COLLECTION_STATUS.completed || order.status === COLLECTION_STATUS.closed) {
    const isPaid = order.status === COLLECTION_STATUS.completed;
    return (
      <section
        className={`pay-card pay-result ${isPaid ? 'pay-success' : 'pay-failure'}`}
        aria-labelledby="pay-result-title"
        data-testid="collection-result"
      >
        <span className="pay-result-icon" aria-hidden="true">
          {isPaid ? '✓' : '!'}
        </span>
        <h1 id="pay-result-title">{t(isPaid ? 'collection_paid_title' : 'collection_closed_title')}</h1>
        <p>{t(isPaid ? 'collection_paid_text' : 'collection_closed_text', { merchant: order.merchant_name })}</p>
        {summary}
      </section>
    );
  }

  if (order.status !== COLLECTION_STATUS.unpaid) {
    return (
      <section className="pay-card pay-result" aria-labelledby="pay-result-title" data-testid="collection-result">
        <span className="pay-result-icon" aria-hidden="true">
          …
        </span>
        <h1 id="pay-result-title">{t('collection_processing_title')}</h1>
        <p role="status">{t('collection_processing_text', { merchant: order.merchant_name })}</p>
        {summary}
      </section>
    );
  }

  return (
    <section className="pay-card" aria-label={t('collection_page_title', { merchant: order.merchant_name })}>
      <StoreHeader name={order.merchant_name} logoUrl={null} caption={t('collection_caption')} />
      {summary}
      <p className="pay-collection-until">
        {t('collection_until')}: {order.expire_date_time} ({order.time_zone})
      </p>
      <p>{t('collection_intro')}</p>
      <BankDetails order={order} />
      {error && (
        <p className="pay-alert" role="alert">
          {error}
        </p>
      )}
      {order.can_simulate && (
        <>
          <p className="pay-collection-sandbox">{t('collection_sandbox_note')}</p>
          <button
            type="button"
            className="pay-button pay-button-primary"
            disabled={isSending}
            onClick={() => void simulate()}
          >
            {t('collection_simulate')}
          </button>
        </>
      )}
    </section>
  );
}
