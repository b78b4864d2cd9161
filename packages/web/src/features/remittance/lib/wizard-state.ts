import type { Recipient } from '@mbo/contracts/calls/recipients';
import type { RemittanceQuote, TransferOrder } from '@mbo/contracts/calls/remittance';
import { keepsQuotePrice, TRANSFER_SPEED, type TransferSpeed } from '@mbo/contracts/remittance/fees';
import { toMinor } from '@mbo/contracts/money';

/** The wizard's four steps (002 §2 "Remittance wizard"): amount, recipient, review, pay. */
export const WIZARD_STEPS = ['amount', 'recipient', 'review', 'pay'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Which amount the user typed: the one they send, or the one the recipient gets. */
export type AmountSide = 'send' | 'receive';

export interface WizardState {
  step: WizardStep;
  sendCurrencyId: number;
  receiveCurrencyId: number;
  side: AmountSide;
  /** The amount as typed (a decimal string), on `side`. */
  amount: string;
  speed: TransferSpeed;
  recipient: Recipient | null;
  /**
   * The recipient the quote is asked for; null while it is priced for the receive currency (step 1, and at step 2
   * while the chosen recipient is paid at that price: the step-1 quote is kept).
   */
  quoteRecipientId: number | null;
  /** The live quote for the amount, the currencies, the speed and `quoteRecipientId`; null until asked, or when stale. */
  quote: RemittanceQuote | null;
  /** True after a quote ran out (or the server answered QUOTE_EXPIRED) and a fresh one replaced it. */
  isRateUpdated: boolean;
  /** True when the recipient chosen is priced differently from the step-1 quote, which it replaced. */
  isRecipientRepriced: boolean;
  /** The order created at the review step; the pay step pays it. */
  order: TransferOrder | null;
  /** One key per wizard run, kept across retries of CreateOrder (the server creates once per key). */
  idempotencyKey: string;
}

export type WizardAction =
  | { type: 'amount'; side: AmountSide; amount: string }
  | { type: 'sendCurrency'; currencyId: number }
  | { type: 'receiveCurrency'; currencyId: number }
  | { type: 'speed'; speed: TransferSpeed }
  | { type: 'recipient'; recipient: Recipient }
  | { type: 'quoted'; quote: RemittanceQuote; isUpdate: boolean }
  | { type: 'quoteFailed' }
  | { type: 'goTo'; step: WizardStep }
  | { type: 'ordered'; order: TransferOrder }
  | { type: 'orderUpdated'; order: TransferOrder; isRateUpdated: boolean };

export function initialWizardState(key: string, sendCurrencyId = 1, receiveCurrencyId = 3): WizardState {
  return {
    step: 'amount',
    sendCurrencyId,
    receiveCurrencyId,
    side: 'send',
    amount: '',
    speed: TRANSFER_SPEED.fast,
    recipient: null,
    quoteRecipientId: null,
    quote: null,
    isRateUpdated: false,
    isRecipientRepriced: false,
    order: null,
    idempotencyKey: key,
  };
}

/** Whether a step may be opened: each needs what the ones before it give. */
export function canOpen(state: WizardState, step: WizardStep): boolean {
  switch (step) {
    case 'amount':
      return state.order === null;
    case 'recipient':
      return (
        state.order === null &&
        isAmountValid(state.amount, state.side === 'send' ? state.sendCurrencyId : state.receiveCurrencyId)
      );
    case 'review':
      return state.order === null && state.recipient !== null && state.quote !== null;
    case 'pay':
      return state.order !== null;
  }
}

/** An amount above 0 with at most the currency's decimals (and at most two: 002 §5). */
export function isAmountValid(amount: string, currencyId: number): boolean {
  const text = amount.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return false;
  const minor = toMinor(text, currencyId);
  return minor !== null && minor > 0;
}

/** A new price is asked for: the quote on screen is dropped (for the recipient when one is chosen). */
const repriced = (state: WizardState, recipient = state.recipient): WizardState => ({
  ...state,
  recipient,
  quoteRecipientId: recipient?.id ?? null,
  quote: null,
  isRateUpdated: false,
  isRecipientRepriced: false,
});

/** Whether the quote on screen was made before the recipient and this recipient is paid at its price. */
const keepsStepOneQuote = (state: WizardState, recipient: Recipient) =>
  state.quote !== null &&
  state.quote.recipient_id === null &&
  state.quote.receive_currency_id === recipient.currency_id &&
  keepsQuotePrice(state.quote.speed, state.speed, { kind: recipient.kind, paymentNetwork: recipient.payment_network });

/**
 * The wizard's state machine. Anything that changes what is priced (amount, currencies, speed) drops the quote on
 * screen. Step 1 is priced for the receive currency (a bank account there); a recipient paid at that price keeps the
 * step-1 quote, any other (a product user, Fast switched to Advanced) is quoted again and the wizard says so. A
 * recipient in another currency than the one chosen moves the receive currency to it (the receive currency follows
 * the recipient). Once the order exists the amounts are the order's: nothing before the pay step can change, and
 * the idempotency key never changes within a run.
 */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  const isLocked = state.order !== null;
  switch (action.type) {
    case 'amount':
      if (isLocked) return state;
      return { ...repriced(state), side: action.side, amount: action.amount };
    case 'sendCurrency':
      if (isLocked) return state;
      return { ...repriced(state), sendCurrencyId: action.currencyId };
    case 'receiveCurrency': {
      if (isLocked || action.currencyId === state.receiveCurrencyId) return state;
      // A recipient paid in another currency no longer fits.
      const recipient = state.recipient?.currency_id === action.currencyId ? state.recipient : null;
      return { ...repriced(state, recipient), receiveCurrencyId: action.currencyId };
    }
    case 'speed':
      if (isLocked) return state;
      return { ...repriced(state), speed: action.speed };
    case 'recipient': {
      if (isLocked) return state;
      const receiveCurrencyId = action.recipient.currency_id;
      if (keepsStepOneQuote(state, action.recipient))
        return { ...state, recipient: action.recipient, receiveCurrencyId, quoteRecipientId: null };
      return {
        ...repriced(state, action.recipient),
        receiveCurrencyId,
        isRecipientRepriced: state.quote !== null && state.quote.recipient_id === null,
      };
    }
    case 'quoted':
      if (isLocked) return state;
      return { ...state, quote: action.quote, isRateUpdated: action.isUpdate };
    case 'quoteFailed':
      return { ...state, quote: null, isRateUpdated: false, isRecipientRepriced: false };
    case 'goTo':
      return canOpen(state, action.step) ? { ...state, step: action.step } : state;
    case 'ordered':
      return { ...state, order: action.order, step: 'pay', isRateUpdated: false };
    case 'orderUpdated':
      return { ...state, order: action.order, isRateUpdated: action.isRateUpdated };
  }
}

/** The amount fields of a GetQuote or CreateOrder body: the typed side only (the server works out the other). */
export const amountBody = (state: Pick<WizardState, 'side' | 'amount'>) =>
  state.side === 'send' ? { send_amount: state.amount.trim() } : { receive_amount: state.amount.trim() };

/** Whom a GetQuote body prices: the recipient asked for, or (before one, or while its price is step 1's) the currency. */
export const payeeBody = (state: Pick<WizardState, 'quoteRecipientId' | 'receiveCurrencyId'>) =>
  state.quoteRecipientId === null
    ? { receive_currency_id: state.receiveCurrencyId }
    : { recipient_id: state.quoteRecipientId };
