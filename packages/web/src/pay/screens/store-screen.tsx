import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MESSAGE_TYPE } from '@mbo/contracts/constants';
import { useDebounced } from '../../lib/use-debounced.ts';
import { ORDER_STATUS } from '@mbo/contracts/statuses';
import { payCall, PayCallError } from '../api.ts';
import {
  formatMoney,
  newRequestId,
  parseAmount,
  validatePayForm,
  type PayFormErrors,
  type PayFormValues,
  prefilledValues,
} from '../form.ts';
import type { PayMethodName } from '../methods.ts';
import { NoWrapNumbers } from './no-wrap.tsx';
import { usePay } from '../pay-context.ts';
import { payQueryKey, usePayQuery } from '../query.ts';
import { orderPath } from '../route.ts';
import { LoadFailed, Loading } from './load-state.tsx';
import { errorAttributes, Field, FieldError } from './field.tsx';
import { MethodPicker, type MethodQuote } from './method-picker.tsx';
import { NotFoundScreen } from './not-found-screen.tsx';
import { StoreHeader } from './store-header.tsx';

const QUOTE_DELAY_MS = 300;
/**
 * The request id of the attempt in progress survives a reload, so a repeat of the same payment (same amount and
 * currency) finds the same order; another amount or currency is another attempt with a new id.
 */
const requestKey = (token: string) => `pay.request.${token}`;

function attemptId(token: string, details: string): string {
  try {
    const kept = JSON.parse(sessionStorage.getItem(requestKey(token)) ?? 'null') as {
      id?: string;
      details?: string;
    } | null;
    if (kept?.id && kept.details === details) return kept.id;
    const fresh = newRequestId();
    sessionStorage.setItem(requestKey(token), JSON.stringify({ id: fresh, details }));
    return fresh;
  } catch {
    return newRequestId();
  }
}

function endAttempt(token: string): void {
  try {
    sessionStorage.removeItem(requestKey(token));
  } catch {
    // Nothing kept.
  }
}

/** The store's payment link: amount, currency, note, customer details, method, pay. */
export function StoreScreen({ token }: { token: string }) {
  const { t, language } = usePay();
  const { load, retry } = usePayQuery('pay/store', { pay_token: token });
  const [chosen, setValues] = useState<PayFormValues>(() => ({
    note: '',
    name: '',
    phone: '',
    ...prefilledValues(window.location.search),
  }));
  const [errors, setErrors] = useState<PayFormErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const store = load.state === 'ready' ? load.data.store : null;
  // What the customer has not chosen yet follows the store: its first currency, its method when it has one only.
  const values: PayFormValues = {
    ...chosen,
    currencyId:
      store && !store.currencies.some((c) => c.id === chosen.currencyId)
        ? (store.currencies[0]?.id ?? 1)
        : chosen.currencyId,
    method: chosen.method ?? (store?.methods.length === 1 ? store.methods[0]!.method : null),
  };
  const storeName = store?.name ?? null;
  useEffect(() => {
    if (storeName) document.title = t('page_title', { store: storeName });
  }, [storeName, t]);

  // The surcharge and total of each method for the amount typed, from the server (the payment path's figures),
  // asked once typing pauses. Quotes belong to the amount and currency they were asked for; others are not shown.
  const amountMinor = store ? parseAmount(values.amount, values.currencyId) : null;
  const quoteAmount = amountMinor && 'minor' in amountMinor ? values.amount.trim() : null;
  const quoteKey = quoteAmount && values.currencyId ? `${quoteAmount}:${values.currencyId}` : '';
  const askedKey = useDebounced(quoteKey, QUOTE_DELAY_MS);
  const isCurrent = askedKey !== '' && askedKey === quoteKey;
  const quoteBody = { pay_token: token, amount: quoteAmount ?? '', currency_id: values.currencyId };
  const quoteQuery = useQuery({
    queryKey: payQueryKey('pay/quote', quoteBody, language),
    queryFn: ({ signal }) => payCall('pay/quote', quoteBody, language, signal),
    enabled: isCurrent,
    retry: false,
  });
  const quotes: Partial<Record<PayMethodName, MethodQuote>> =
    isCurrent && quoteQuery.data
      ? Object.fromEntries(quoteQuery.data.quotes.map((quote) => [quote.method, quote]))
      : {};

  if (load.state === 'loading') return <Loading />;
  if (load.state === 'missing') return <NotFoundScreen message={load.message} />;
  if (load.state === 'failed') return <LoadFailed message={load.message} onRetry={retry} />;
  const ready = load.data.store;
  const currency = ready.currencies.find((c) => c.id === values.currencyId) ??
    ready.currencies[0] ?? { id: 1, code: 'AUD', methods: ready.methods };
  // The surcharges advertised are the chosen currency's (a card's rate and flat fee differ per currency).
  const methods = currency.methods;
  const selectedQuote = values.method ? quotes[values.method as PayMethodName] : undefined;

  const set = <K extends keyof PayFormValues>(key: K, value: PayFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
    setServerError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validatePayForm(values, { messageType: ready.message_type, isGetUserInfo: ready.is_get_user_info });
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"] input, [aria-invalid="true"]')?.focus();
      return;
    }
    setSubmitting(true);
    setServerError(null);
    try {
      const { order } = await payCall(
        'pay/create_order',
        {
          pay_token: token,
          client_request_id: attemptId(token, `${values.amount.trim()}:${values.currencyId}`),
          amount: values.amount.trim(),
          currency_id: values.currencyId,
          method: values.method as PayMethodName,
          ...(ready.message_type !== MESSAGE_TYPE.none && values.note.trim() ? { note: values.note.trim() } : {}),
          ...(ready.is_get_user_info ? { customer_name: values.name.trim(), customer_phone: values.phone.trim() } : {}),
        },
        language,
      );
      endAttempt(token);
      window.location.assign(
        order.status === ORDER_STATUS.pending && order.wallet_url ? order.wallet_url : orderPath(order.order_token),
      );
    } catch (error) {
      setServerError(error instanceof PayCallError && error.serverMessage ? error.serverMessage : t('error_network'));
      setSubmitting(false);
    }
  };

  const payLabel = selectedQuote
    ? t('pay_button', { amount: formatMoney(selectedQuote.gross_amount, currency.code, currency.id) })
    : t('pay_button_plain');

  return (
    <section className="pay-card">
      <StoreHeader name={ready.name} logoUrl={ready.logo_url} />
      {!ready.is_accepting_payments ? (
        <p className="pay-alert" role="alert" data-testid="pay-merchant-unverified">
          {t('merchant_unverified')}
        </p>
      ) : ready.methods.length === 0 ? (
        <p className="pay-alert" role="alert">
          {t('no_methods')}
        </p>
      ) : (
        <form ref={formRef} className="pay-form" noValidate onSubmit={submit}>
          <div className="pay-amount-row">
            <div className="pay-field pay-field-amount">
              <label htmlFor="pay-amount">{t('amount_label')}</label>
              <input
                id="pay-amount"
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                placeholder={t('amount_placeholder')}
                value={values.amount}
                onChange={(event) => set('amount', event.target.value)}
                {...errorAttributes('pay-amount', errors.amount)}
              />
            </div>
            <div className="pay-field pay-field-currency">
              <label htmlFor="pay-currency">{t('currency_label')}</label>
              <select
                id="pay-currency"
                name="currency"
                value={values.currencyId}
                onChange={(event) => set('currencyId', Number(event.target.value))}
              >
                {ready.currencies.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.code}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <FieldError id="pay-amount" error={errors.amount} />

          {ready.message_type !== MESSAGE_TYPE.none && (
            <Field
              id="pay-note"
              label={ready.message_type === MESSAGE_TYPE.required ? t('note_label') : t('note_label_optional')}
              error={errors.note}
            >
              <textarea
                id="pay-note"
                name="note"
                rows={2}
                maxLength={200}
                required={ready.message_type === MESSAGE_TYPE.required}
                value={values.note}
                onChange={(event) => set('note', event.target.value)}
                {...errorAttributes('pay-note', errors.note)}
              />
            </Field>
          )}

          {ready.is_get_user_info && (
            <>
              <Field id="pay-name" label={t('name_label')} error={errors.name}>
                <input
                  id="pay-name"
                  name="name"
                  autoComplete="name"
                  maxLength={60}
                  required
                  value={values.name}
                  onChange={(event) => set('name', event.target.value)}
                  {...errorAttributes('pay-name', errors.name)}
                />
              </Field>
              <Field id="pay-phone" label={t('phone_label')} error={errors.phone}>
                <input
                  id="pay-phone"
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  maxLength={21}
                  required
                  value={values.phone}
                  onChange={(event) => set('phone', event.target.value)}
                  {...errorAttributes('pay-phone', errors.phone)}
                />
              </Field>
            </>
          )}

          <MethodPicker
            methods={methods}
            value={values.method}
            onChange={(method) => set('method', method)}
            quotes={quotes}
            currency={currency}
            error={errors.method}
          />

          {serverError && (
            <p className="pay-alert" role="alert">
              {serverError}
            </p>
          )}
          <button
            type="submit"
            className="pay-button pay-button-primary"
            disabled={submitting}
            aria-busy={submitting || undefined}
          >
            {submitting ? t('paying') : <NoWrapNumbers text={payLabel} />}
          </button>
        </form>
      )}
    </section>
  );
}
