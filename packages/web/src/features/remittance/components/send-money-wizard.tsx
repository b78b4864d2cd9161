import { Alert, Button, Flex, Form, Result, Skeleton, Steps } from 'antd';
import { useCallback, useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Recipient } from '@mbo/contracts/calls/recipients';
import { REMITTANCE_BLOCKER, type RemittanceQuote } from '@mbo/contracts/calls/remittance';
import { RETURN_CODE } from '@mbo/contracts/envelope';
import { CallError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useQuoteClock } from '../../../lib/use-quote-clock.ts';
import { useCreateOrder, usePrerequisites, useRemittanceQuote } from '../api/remittance.ts';
import {
  amountBody,
  canOpen,
  initialWizardState,
  isAmountValid,
  payeeBody,
  WIZARD_STEPS,
  wizardReducer,
  type WizardState,
} from '../lib/wizard-state.ts';
import { AmountStep } from './amount-step.tsx';
import { PayPanel } from './pay-panel.tsx';
import { QuoteSummary } from './quote-summary.tsx';
import { RecipientStep } from './recipient-step.tsx';
import { ReviewStep, type ReviewValues } from './review-step.tsx';
import { LinkButton } from './link-button.tsx';
import '../remittance.css';

/** The recipients' add dialog, as the app composes it into step 2. */
export interface AddRecipientSlot {
  open: boolean;
  onClose: () => void;
  onSaved: (recipient: Recipient) => void;
}

/** What is priced: a quote answers these inputs, and only these. */
const pricedKey = (state: WizardState) =>
  JSON.stringify([
    state.quoteRecipientId,
    state.sendCurrencyId,
    state.receiveCurrencyId,
    state.side,
    state.amount.trim(),
    state.speed,
  ]);

/** A quote is asked as soon as the amount is valid: before a recipient, priced for the receive currency. */
const isPriceable = (state: WizardState) =>
  state.order === null &&
  isAmountValid(state.amount, state.side === 'send' ? state.sendCurrencyId : state.receiveCurrencyId);

/** Where a blocked user goes first: their personal verification, or the merchant application (company information). */
const BLOCKER_PATH: Record<string, string> = {
  [REMITTANCE_BLOCKER.personalMissing]: '/personal',
  [REMITTANCE_BLOCKER.personalUnderReview]: '/personal',
  [REMITTANCE_BLOCKER.personalRejected]: '/personal',
  [REMITTANCE_BLOCKER.companyMissing]: '/addMerchantList',
};

/**
 * The single-payment wizard (002 §2, issue 14 §4): Amount → Recipient → Review → Pay. The prerequisites (002 §1)
 * are checked first. A live quote (Remittance/GetQuote) follows every change of amount, currency or speed, from
 * step 1 on (priced for a bank account in the receive currency until a recipient is chosen), is held with its
 * countdown and replaced when it runs out ("The exchange rate was updated"). A recipient paid at that price keeps
 * it; another is quoted again and the wizard says so. The server's refusals (AUD to an AUD account, the limits)
 * show inline. Confirm creates the order once per wizard run
 * (one idempotency key); the pay step is the same panel as /payment.
 */
export function SendMoneyWizard({ renderAddRecipient }: { renderAddRecipient: (slot: AddRecipientSlot) => ReactNode }) {
  const { t, i18n } = useTranslation('remittance');
  const { merchant, user } = useSession();
  const merchantId = merchant?.id ?? 0;
  const prerequisites = usePrerequisites(merchantId, i18n.language);
  const [state, dispatch] = useReducer(wizardReducer, undefined, () =>
    initialWizardState(`remit-${crypto.randomUUID()}`),
  );
  const [form] = Form.useForm<ReviewValues>();
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const [orderError, setOrderError] = useState<string | null>(null);
  const [isAdding, setAdding] = useState(false);
  const getQuote = useRemittanceQuote();
  const create = useCreateOrder(merchantId);
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);

  const requestQuote = useCallback(
    async (isUpdate: boolean) => {
      const asked = latest.current;
      if (!isPriceable(asked)) return;
      const key = pricedKey(asked);
      try {
        const quote = await getQuote.mutateAsync({
          merchant_id: merchantId,
          ...payeeBody(asked),
          send_currency_id: asked.sendCurrencyId,
          speed: asked.speed,
          ...amountBody(asked),
        });
        // An answer for inputs since changed is dropped: the newer inputs have their own request.
        if (pricedKey(latest.current) !== key) return;
        setQuoteError(null);
        dispatch({ type: 'quoted', quote, isUpdate });
      } catch (error) {
        if (pricedKey(latest.current) !== key) return;
        dispatch({ type: 'quoteFailed' });
        setQuoteError(error instanceof Error ? error.message : String(error));
      }
    },
    [getQuote, merchantId],
  );

  // A new quote a moment after the priced inputs settle (typing an amount asks once, not per key).
  const key = pricedKey(state);
  const settledKey = useDebounced(key, 400);
  const requested = useRef<string | null>(null);
  useEffect(() => {
    if (settledKey !== key || requested.current === key) return;
    requested.current = key;
    setQuoteError(null);
    if (isPriceable(latest.current)) void requestQuote(false);
  }, [key, settledKey, requestQuote]);

  const secondsLeft = useQuoteClock(state.order ? null : state.quote, () => void requestQuote(true));

  const confirm = async () => {
    const values = await form.validateFields();
    const quote = state.quote;
    if (!quote || !state.recipient) return;
    setOrderError(null);
    try {
      const order = await create.mutateAsync({
        merchant_id: merchantId,
        recipient_id: state.recipient.id,
        ...(quote.quote_id === null ? {} : { quote_id: quote.quote_id }),
        send_currency_id: state.sendCurrencyId,
        speed: state.speed,
        ...amountBody(state),
        reason: values.reason!,
        notify_email: values.notify_email,
        reference: values.reference,
        idempotency_key: state.idempotencyKey,
      });
      dispatch({ type: 'ordered', order });
    } catch (error) {
      if (!(error instanceof CallError)) throw error;
      const fresh = error.payload.quote as RemittanceQuote | undefined;
      if (error.returnCode === RETURN_CODE.quoteExpired && fresh)
        dispatch({ type: 'quoted', quote: fresh, isUpdate: true });
      else setOrderError(error.message);
    }
  };

  if (prerequisites.isPending) return <Skeleton active paragraph={{ rows: 6 }} data-testid="remittance-skeleton" />;
  const blocker = prerequisites.data?.ready === false ? prerequisites.data : null;
  if (blocker)
    return (
      <Result
        status="warning"
        data-testid="remittance-prerequisites"
        title={blocker.message ?? t('wizard.not_ready')}
        extra={
          <LinkButton to={BLOCKER_PATH[blocker.blocker ?? ''] ?? '/personal'} type="primary">
            {t(blocker.blocker === REMITTANCE_BLOCKER.companyMissing ? 'wizard.to_application' : 'wizard.to_personal')}
          </LinkButton>
        }
      />
    );

  const stepIndex = WIZARD_STEPS.indexOf(state.step);
  const quoteArea = (
    <>
      {quoteError && <Alert type="error" showIcon title={quoteError} data-testid="remittance-quote-error" />}
      {state.quote ? (
        <QuoteSummary
          quote={state.quote}
          secondsLeft={secondsLeft}
          isRateUpdated={state.isRateUpdated}
          isRecipientRepriced={state.isRecipientRepriced}
        />
      ) : (
        getQuote.isPending && isPriceable(state) && <Skeleton active paragraph={{ rows: 4 }} />
      )}
    </>
  );

  return (
    <div className="remittance-wizard" data-testid="remittance-wizard">
      <Steps
        current={stepIndex}
        // Once the order exists the steps before paying are closed: no step is a link then.
        onChange={state.order ? undefined : (index) => dispatch({ type: 'goTo', step: WIZARD_STEPS[index]! })}
        items={WIZARD_STEPS.map((step) => ({ title: t(`wizard.step.${step}`), disabled: !canOpen(state, step) }))}
        className="remittance-wizard__steps"
      />
      {state.step === 'amount' && (
        <>
          <AmountStep merchantId={merchantId} state={state} dispatch={dispatch} />
          {quoteArea}
          <Flex gap={8} className="remittance-actions">
            <Button
              type="primary"
              disabled={!canOpen(state, 'recipient')}
              onClick={() => dispatch({ type: 'goTo', step: 'recipient' })}
              data-testid="remittance-next"
            >
              {t('wizard.next')}
            </Button>
          </Flex>
        </>
      )}
      {state.step === 'recipient' && (
        <>
          <RecipientStep merchantId={merchantId} state={state} dispatch={dispatch} onAdd={() => setAdding(true)} />
          {quoteArea}
          <Flex gap={8} className="remittance-actions">
            <Button onClick={() => dispatch({ type: 'goTo', step: 'amount' })}>{t('wizard.back')}</Button>
            <Button
              type="primary"
              disabled={!canOpen(state, 'review')}
              onClick={() => dispatch({ type: 'goTo', step: 'review' })}
              data-testid="remittance-next"
            >
              {t('wizard.next')}
            </Button>
          </Flex>
          {renderAddRecipient({
            open: isAdding,
            onClose: () => setAdding(false),
            onSaved: (recipient) => {
              setAdding(false);
              dispatch({ type: 'recipient', recipient });
            },
          })}
        </>
      )}
      {state.step === 'review' && (
        <>
          <ReviewStep state={state} form={form} email={user?.user.email ?? ''} />
          {quoteArea}
          {orderError && <Alert type="error" showIcon title={orderError} data-testid="remittance-order-error" />}
          <Flex gap={8} className="remittance-actions">
            <Button onClick={() => dispatch({ type: 'goTo', step: 'recipient' })}>{t('wizard.back')}</Button>
            <Button
              type="primary"
              disabled={!state.quote}
              loading={create.isPending}
              onClick={() => void confirm()}
              data-testid="remittance-confirm"
            >
              {t('wizard.confirm')}
            </Button>
          </Flex>
        </>
      )}
      {state.step === 'pay' && state.order && (
        <PayPanel
          merchantId={merchantId}
          order={state.order}
          onOrder={(order) => dispatch({ type: 'orderUpdated', order, isRateUpdated: false })}
        />
      )}
    </div>
  );
}
