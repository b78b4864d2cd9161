import type { Recipient } from '@mbo/contracts/calls/recipients';
import type { RemittanceQuote, TransferOrder } from '@mbo/contracts/calls/remittance';
import { TRANSFER_SPEED, type TransferSpeed } from '@mbo/contracts/remittance/fees';
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
  /** The live quote for the amount, the recipient and the speed; null until all three are known, or when stale. */
  quote: RemittanceQuote | null;
  /** True after a quote ran out (or the server answered QUOTE_EXPIRED) and a fresh one replaced it. */
  isRateUpdated: boolean;
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
    quote: null,
    isRateUpdated: false,
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

/**
 * The wizard's state machine. Anything that changes what is priced (amount, currencies, speed, recipient) drops the
 * quote on screen; a recipient in another currency than the one chosen moves the receive currency to it (the
 * receive currency follows the recipient). Once the order exists the amounts are the order's: nothing before the
 * pay step can change, and the idempotency key never changes within a run.
 */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  const isLocked = state.order !== null;
  switch (action.type) {
    case 'amount':
      if (isLocked) return state;
      return { ...state, side: action.side, amount: action.amount, quote: null, isRateUpdated: false };
    case 'sendCurrency':
      if (isLocked) return state;
      return { ...state, sendCurrencyId: action.currencyId, quote: null, isRateUpdated: false };
    case 'receiveCurrency': {
      if (isLocked || action.currencyId === state.receiveCurrencyId) return state;
      // A recipient paid in another currency no longer fits.
      const recipient = state.recipient?.currency_id === action.currencyId ? state.recipient : null;
      return { ...state, receiveCurrencyId: action.currencyId, recipient, quote: null, isRateUpdated: false };
    }
    case 'speed':
      if (isLocked) return state;
      return { ...state, speed: action.speed, quote: null, isRateUpdated: false };
    case 'recipient':
      if (isLocked) return state;
      return {
        ...state,
        recipient: action.recipient,
        receiveCurrencyId: action.recipient.currency_id,
        quote: null,
        isRateUpdated: false,
      };
    case 'quoted':
      if (isLocked) return state;
      return { ...state, quote: action.quote, isRateUpdated: action.isUpdate };
    case 'quoteFailed':
      return { ...state, quote: null, isRateUpdated: false };
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
