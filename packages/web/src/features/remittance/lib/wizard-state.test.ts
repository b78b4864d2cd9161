import { describe, expect, it } from 'vitest';
import type { Recipient } from '@mbo/contracts/calls/recipients';
import type { RemittanceQuote, TransferOrder } from '@mbo/contracts/calls/remittance';
import { TRANSFER_SPEED } from '@mbo/contracts/remittance/fees';
import {
  amountBody,
  canOpen,
  initialWizardState,
  isAmountValid,
  payeeBody,
  wizardReducer,
  type WizardState,
} from './wizard-state.ts';

const recipient = (currencyId: number) => ({ id: 7, currency_id: currencyId, name: 'Wei Zhang' }) as Recipient;
const quote = { quote_id: 11, recipient_id: 7, send_amount: 100, receive_amount: 470 } as RemittanceQuote;
const order = { id: 5, number: 'TR1', status: 1 } as TransferOrder;

/** A recipient of the kind and network given (2 a bank account, 1 a product user; network 1 local, 2 SWIFT). */
const payee = (kind: number, network: number | null, currencyId = 3) =>
  ({ id: 8, currency_id: currencyId, kind, payment_network: network, name: 'Li Na' }) as Recipient;
/** What GetQuote answers at step 1: priced for a bank account in CNY, Fast. */
const stepOneQuote = { quote_id: 21, recipient_id: null, receive_currency_id: 3, speed: 1 } as RemittanceQuote;

/** Step 1 with its quote: 100 AUD to CNY at the speed given. */
function quotedAtStepOne(speed: 1 | 2 = 1): WizardState {
  let state = initialWizardState('key-12345678');
  state = wizardReducer(state, { type: 'speed', speed });
  state = wizardReducer(state, { type: 'amount', side: 'send', amount: '100' });
  return wizardReducer(state, { type: 'quoted', quote: { ...stepOneQuote, speed }, isUpdate: false });
}

function priced(): WizardState {
  let state = initialWizardState('key-12345678');
  state = wizardReducer(state, { type: 'amount', side: 'send', amount: '100' });
  state = wizardReducer(state, { type: 'recipient', recipient: recipient(3) });
  return wizardReducer(state, { type: 'quoted', quote, isUpdate: false });
}

describe('the remittance wizard’s state', () => {
  it('opens each step only with what the steps before it give', () => {
    const start = initialWizardState('key-12345678');
    expect(canOpen(start, 'recipient')).toBe(false);
    expect(wizardReducer(start, { type: 'goTo', step: 'review' }).step).toBe('amount');
    const typed = wizardReducer(start, { type: 'amount', side: 'send', amount: '100.5' });
    expect(wizardReducer(typed, { type: 'goTo', step: 'recipient' }).step).toBe('recipient');
    expect(canOpen(typed, 'review')).toBe(false);
    expect(canOpen(priced(), 'review')).toBe(true);
    expect(canOpen(priced(), 'pay')).toBe(false);
  });

  it('drops the quote when anything priced changes, and the receive currency follows the recipient', () => {
    const state = priced();
    expect(wizardReducer(state, { type: 'speed', speed: TRANSFER_SPEED.advanced }).quote).toBeNull();
    expect(wizardReducer(state, { type: 'amount', side: 'receive', amount: '500' }).quote).toBeNull();
    expect(wizardReducer(state, { type: 'sendCurrency', currencyId: 2 }).quote).toBeNull();
    const usd = wizardReducer(state, { type: 'recipient', recipient: recipient(2) });
    expect(usd.receiveCurrencyId).toBe(2);
    expect(usd.quote).toBeNull();
    // Another receive currency forgets a recipient paid in the old one.
    expect(wizardReducer(state, { type: 'receiveCurrency', currencyId: 2 }).recipient).toBeNull();
    expect(wizardReducer(state, { type: 'receiveCurrency', currencyId: 3 }).recipient).not.toBeNull();
  });

  it('says when a fresh quote replaced an expired one', () => {
    const updated = wizardReducer(priced(), { type: 'quoted', quote: { ...quote, quote_id: 12 }, isUpdate: true });
    expect(updated.isRateUpdated).toBe(true);
    expect(wizardReducer(updated, { type: 'amount', side: 'send', amount: '90' }).isRateUpdated).toBe(false);
  });

  it('locks the amounts once the order exists and keeps the run’s idempotency key', () => {
    const ordered = wizardReducer(priced(), { type: 'ordered', order });
    expect(ordered.step).toBe('pay');
    expect(wizardReducer(ordered, { type: 'amount', side: 'send', amount: '5' }).amount).toBe('100');
    expect(wizardReducer(ordered, { type: 'goTo', step: 'amount' }).step).toBe('pay');
    const repriced = wizardReducer(ordered, {
      type: 'orderUpdated',
      order: { ...order, rate: 4.8 },
      isRateUpdated: true,
    });
    expect(repriced.isRateUpdated).toBe(true);
    expect(repriced.idempotencyKey).toBe('key-12345678');
  });

  it('takes amounts above 0 with at most two decimals (and the currency’s own)', () => {
    expect(isAmountValid('100', 1)).toBe(true);
    expect(isAmountValid('0.01', 1)).toBe(true);
    expect(isAmountValid('0', 1)).toBe(false);
    expect(isAmountValid('1.234', 1)).toBe(false);
    expect(isAmountValid('abc', 1)).toBe(false);
    expect(isAmountValid('', 1)).toBe(false);
    // JPY has no decimals.
    expect(isAmountValid('100.5', 11)).toBe(false);
    expect(isAmountValid('100', 11)).toBe(true);
    expect(amountBody({ side: 'receive', amount: ' 470 ' })).toEqual({ receive_amount: '470' });
  });

  it('prices step 1 for the receive currency, and keeps that quote for a recipient paid at its price', () => {
    const start = quotedAtStepOne();
    expect(payeeBody(start)).toEqual({ receive_currency_id: 3 });
    const card = wizardReducer(start, { type: 'recipient', recipient: payee(2, 1) });
    expect(card.quote).toBe(start.quote);
    expect(card.quoteRecipientId).toBeNull();
    expect(card.isRecipientRepriced).toBe(false);
    expect(canOpen(card, 'review')).toBe(true);
    expect(payeeBody(card)).toEqual({ receive_currency_id: 3 });
    // Asked as Advanced, a SWIFT recipient is paid at the step-1 price too.
    const slow = wizardReducer(quotedAtStepOne(2), { type: 'recipient', recipient: payee(2, 2) });
    expect(slow.quote).not.toBeNull();
  });

  it('quotes again with a recipient priced otherwise, and says so: a product user, Fast switched to Advanced', () => {
    for (const recipient of [payee(1, null), payee(2, 2)]) {
      const chosen = wizardReducer(quotedAtStepOne(), { type: 'recipient', recipient });
      expect(chosen.quote).toBeNull();
      expect(chosen.isRecipientRepriced).toBe(true);
      expect(payeeBody(chosen)).toEqual({ recipient_id: 8 });
      expect(canOpen(chosen, 'review')).toBe(false);
      const requoted = wizardReducer(chosen, { type: 'quoted', quote: { ...quote, recipient_id: 8 }, isUpdate: false });
      expect(requoted.isRecipientRepriced).toBe(true);
      expect(canOpen(requoted, 'review')).toBe(true);
      // A change of amount asks again, for the recipient, without the notice.
      const changed = wizardReducer(requoted, { type: 'amount', side: 'send', amount: '90' });
      expect(changed.isRecipientRepriced).toBe(false);
      expect(payeeBody(changed)).toEqual({ recipient_id: 8 });
    }
    // A recipient in another currency moves the receive currency: that is another price.
    const usd = wizardReducer(quotedAtStepOne(), { type: 'recipient', recipient: payee(2, 1, 2) });
    expect(usd.quote).toBeNull();
    expect(usd.receiveCurrencyId).toBe(2);
  });
});
