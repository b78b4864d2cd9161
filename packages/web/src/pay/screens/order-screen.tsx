import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CallResponse } from '@mbo/contracts/calls/index';
import { ORDER_STATUS } from '@mbo/contracts/constants';
import { payCall, PayCallError } from '../api.ts';
import { formatMoney } from '../form.ts';
import type { PayKey } from '../i18n.ts';
import type { PayMethodName } from '../methods.ts';
import { usePay } from '../pay-context.ts';
import { payQueryKey, usePayQuery } from '../query.ts';
import { LoadFailed, Loading } from './load-state.tsx';
import { MethodPicker } from './method-picker.tsx';
import { NotFoundScreen } from './not-found-screen.tsx';
import { StoreHeader } from './store-header.tsx';

type Order = CallResponse<'pay/order'>['order'];

/** How often a pending order is read again while the customer pays in the wallet. */
export const POLL_MS = 2_000;

const ENDED: Record<number, { title: PayKey; text: PayKey }> = {
  [ORDER_STATUS.failed]: { title: 'failed_title', text: 'failed_text' },
  [ORDER_STATUS.cancelled]: { title: 'cancelled_title', text: 'cancelled_text' },
  [ORDER_STATUS.expired]: { title: 'expired_title', text: 'expired_text' },
};

/** An order: choose a method (merchant API orders), wait for the wallet, then success or failure. */
export function OrderScreen({ token }: { token: string }) {
  const { t, language } = usePay();
  const queryClient = useQueryClient();
  const [method, setMethod] = useState<PayMethodName | null>(null);
  const [methodError, setMethodError] = useState<PayKey | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const body = { order_token: token };
  // A pending order sent to a wallet is read again until the wallet decides.
  const isWaiting = (order: Order | undefined) => order?.status === ORDER_STATUS.pending && order.wallet_url !== null;
  const { load, retry } = usePayQuery('pay/order', body, {
    refetchInterval: (query) => (isWaiting(query.state.data?.order) ? POLL_MS : false),
  });
  const order = load.state === 'ready' ? load.data.order : null;
  const waiting = isWaiting(order ?? undefined);

  const storeName = order?.store_name ?? null;
  useEffect(() => {
    if (storeName) document.title = t('page_title', { store: storeName });
  }, [storeName, t]);

  if (load.state === 'loading') return <Loading />;
  if (load.state === 'missing') return <NotFoundScreen message={load.message} />;
  if (load.state === 'failed') return <LoadFailed message={load.message} onRetry={retry} />;
  const current = load.data.order;
  const currency = { id: current.currency_id, code: current.currency };
  const money = (amount: number) => formatMoney(amount, current.currency, current.currency_id);

  if (current.status === ORDER_STATUS.paid) {
    return (
      <section className="pay-card pay-result pay-success" aria-labelledby="pay-result-title">
        <span className="pay-result-icon" aria-hidden="true">
          ✓
        </span>
        <h1 id="pay-result-title">{t('success_title')}</h1>
        <p>{t('success_text', { store: current.store_name })}</p>
        <dl className="pay-summary">
          <div>
            <dt>{t('paid_amount')}</dt>
            <dd className="pay-summary-amount">{money(current.gross_amount ?? current.amount)}</dd>
          </div>
          <div>
            <dt>{t('order_no')}</dt>
            <dd>{current.order_no}</dd>
          </div>
          {current.transaction_no && (
            <div>
              <dt>{t('transaction_no')}</dt>
              <dd>{current.transaction_no}</dd>
            </div>
          )}
          {current.paid_at && (
            <div>
              <dt>{t('paid_at')}</dt>
              <dd data-testid="pay-paid-at">
                {new Date(current.paid_at).toLocaleString(language === 'zh_CN' ? 'zh-CN' : 'en-AU', {
                  timeZone: current.time_zone,
                  timeZoneName: 'short',
                })}
              </dd>
            </div>
          )}
        </dl>
        {current.return_url && (
          <a className="pay-button" href={current.return_url}>
            {t('back_to_merchant')}
          </a>
        )}
      </section>
    );
  }

  const ended = ENDED[current.status];
  if (ended) {
    return (
      <section className="pay-card pay-result pay-failure" aria-labelledby="pay-result-title">
        <span className="pay-result-icon" aria-hidden="true">
          !
        </span>
        <h1 id="pay-result-title">{t(ended.title)}</h1>
        <p>{t(ended.text)}</p>
        <dl className="pay-summary">
          <div>
            <dt>{t('order_amount')}</dt>
            <dd className="pay-nowrap">{money(current.gross_amount ?? current.amount)}</dd>
          </div>
          <div>
            <dt>{t('order_no')}</dt>
            <dd>{current.order_no}</dd>
          </div>
        </dl>
        {current.retry_url ? (
          <a className="pay-button pay-button-primary" href={current.retry_url}>
            {t('try_again')}
          </a>
        ) : (
          <p>{t('ask_merchant')}</p>
        )}
        {current.return_url && (
          <a className="pay-button" href={current.return_url}>
            {t('back_to_merchant')}
          </a>
        )}
      </section>
    );
  }

  // Pending, but the merchant lost its verification after the order was made: it cannot be paid (the server refuses).
  if (!current.is_accepting_payments) {
    return (
      <section className="pay-card">
        <StoreHeader name={current.store_name} logoUrl={current.logo_url} />
        <p className="pay-alert" role="alert" data-testid="pay-order-merchant-unverified">
          {t('order_merchant_unverified')}
        </p>
      </section>
    );
  }

  if (waiting) {
    return (
      <section className="pay-card pay-result" aria-labelledby="pay-result-title" aria-live="polite">
        <span className="pay-spinner" aria-hidden="true" />
        <h1 id="pay-result-title">{t('waiting_title')}</h1>
        <p>{t('waiting_text')}</p>
        <dl className="pay-summary">
          <div>
            <dt>{t('order_amount')}</dt>
            <dd className="pay-summary-amount">{money(current.gross_amount ?? current.amount)}</dd>
          </div>
          <div>
            <dt>{t('order_no')}</dt>
            <dd>{current.order_no}</dd>
          </div>
        </dl>
        <a className="pay-button" href={current.wallet_url!}>
          {t('open_wallet')}
        </a>
      </section>
    );
  }

  // Pending, no channel yet: an order of the merchant API; the customer picks how to pay.
  const pay = async () => {
    if (!method) {
      setMethodError('error_method_required');
      return;
    }
    setSubmitting(true);
    setServerError(null);
    try {
      const { order: sent } = await payCall('pay/pay_order', { order_token: token, method }, language);
      if (sent.wallet_url) window.location.assign(sent.wallet_url);
      else {
        queryClient.setQueryData(payQueryKey('pay/order', body, language), { order: sent });
        setSubmitting(false);
      }
    } catch (error) {
      setServerError(error instanceof PayCallError && error.serverMessage ? error.serverMessage : t('error_network'));
      setSubmitting(false);
    }
  };

  return (
    <section className="pay-card">
      <StoreHeader name={current.store_name} logoUrl={current.logo_url} />
      <dl className="pay-summary">
        <div>
          <dt>{t('order_amount')}</dt>
          <dd className="pay-summary-amount">{money(current.amount)}</dd>
        </div>
        <div>
          <dt>{t('order_no')}</dt>
          <dd>{current.order_no}</dd>
        </div>
        {current.subject && (
          <div>
            <dt className="pay-visually-hidden">{t('order_title', { number: current.order_no })}</dt>
            <dd>{current.subject}</dd>
          </div>
        )}
      </dl>
      <h2 className="pay-subtitle">{t('choose_method')}</h2>
      <MethodPicker
        methods={current.methods}
        value={method}
        onChange={(next) => {
          setMethod(next);
          setMethodError(undefined);
        }}
        quotes={{}}
        currency={currency}
        error={methodError}
      />
      {serverError && (
        <p className="pay-alert" role="alert">
          {serverError}
        </p>
      )}
      <button
        type="button"
        className="pay-button pay-button-primary"
        onClick={pay}
        disabled={submitting}
        aria-busy={submitting || undefined}
      >
        {submitting ? t('paying') : t('pay_button_plain')}
      </button>
    </section>
  );
}
