/** The pay form's rules, checked in the page before the server checks them again (same rules, same words). */
import { MESSAGE_TYPE } from '@mbo/contracts/constants';
import { formatMoney as formatMinorUnits, toMinor } from '@mbo/contracts/money';
import { checkOrderAmount } from '@mbo/contracts/order-amount';
import type { PayKey } from './i18n.ts';

export interface PayFormValues {
  amount: string;
  currencyId: number;
  note: string;
  name: string;
  phone: string;
  method: string | null;
}

const METHOD_NAMES = ['wechat', 'alipay', 'unionpay', 'card'];

/**
 * What a payment link's query fills in ("Try again" after a failure: `?amount=12.50&currency=1&method=card`), so
 * the customer starts again with what they chose; anything unknown is left empty.
 */
export function prefilledValues(search: string): Pick<PayFormValues, 'amount' | 'currencyId' | 'method'> {
  const query = new URLSearchParams(search);
  const amount = query.get('amount') ?? '';
  const currencyId = Number(query.get('currency'));
  const method = query.get('method');
  return {
    amount: /^\d{1,12}(\.\d{1,4})?$/.test(amount) ? amount : '',
    currencyId: Number.isSafeInteger(currencyId) && currencyId > 0 ? currencyId : 0,
    method: method && METHOD_NAMES.includes(method) ? method : null,
  };
}

export interface PayFormRules {
  messageType: number;
  isGetUserInfo: boolean;
}

export type PayFormErrors = Partial<Record<'amount' | 'note' | 'name' | 'phone' | 'method', PayKey>>;

/** The amount in minor units, or the message of what is wrong with it. */
export function parseAmount(text: string, currencyId: number): { minor: number } | { error: PayKey } {
  const trimmed = text.trim();
  if (!trimmed) return { error: 'error_amount_required' };
  const checked = checkOrderAmount(trimmed, currencyId);
  return 'problem' in checked ? { error: `error_${checked.problem}` } : checked;
}

export function validatePayForm(values: PayFormValues, rules: PayFormRules): PayFormErrors {
  const errors: PayFormErrors = {};
  const amount = parseAmount(values.amount, values.currencyId);
  if ('error' in amount) errors.amount = amount.error;
  if (rules.messageType === MESSAGE_TYPE.required && !values.note.trim()) errors.note = 'error_note_required';
  if (rules.isGetUserInfo) {
    if (!values.name.trim()) errors.name = 'error_name_required';
    const phone = values.phone.trim();
    if (!phone) errors.phone = 'error_phone_required';
    else if (!/^\+?[0-9 ]{1,20}$/.test(phone)) errors.phone = 'error_phone_invalid';
  }
  if (!values.method) errors.method = 'error_method_required';
  return errors;
}

/** "AUD 12.50" from a wire amount (major units), in the product's one money format (contracts' formatMoney). */
export function formatMoney(amount: number, currency: string, currencyId: number): string {
  const minor = toMinor(amount, currencyId);
  return minor === null ? `${currency} ${amount}` : formatMinorUnits(minor, currencyId);
}

/** A surcharge rate as a percentage: 0.015 → "1.5%". */
export function formatRate(rate: number): string {
  return `${Number((rate * 100).toFixed(4))}%`;
}

/** A fresh id for one payment attempt (the server finds the same order for a repeat of it). */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
