import type { SecurityEventDetail } from '@mbo/contracts/calls/security-log';
import { currencyById } from '@mbo/contracts/lookups/currencies';
import { toMajor } from '@mbo/contracts/money';
import type { SecurityLogRow } from './security-log.repository.ts';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const numbers = (value: unknown): number[] | undefined =>
  Array.isArray(value) && value.every((item) => typeof item === 'number') ? (value as number[]) : undefined;
const texts = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : undefined;

/** Drops the fields an entry does not have, so the wire carries only what the event says. */
function defined(detail: SecurityEventDetail): SecurityEventDetail {
  return Object.fromEntries(Object.entries(detail).filter(([, value]) => value !== undefined)) as SecurityEventDetail;
}

/**
 * The structured detail of an entry: a whitelist of fields, read by name from the entry and from the rows it
 * points to. Whatever else an entry holds (a request id, fee settings …) stays out, and so would anything secret.
 */
export function securityEventDetail(row: SecurityLogRow): SecurityEventDetail {
  const detail = row.detail;
  const amountMinor = detail.amountMinor;
  const currency = row.payment_currency_id === null ? undefined : currencyById(row.payment_currency_id);
  return defined({
    method: text(detail.method),
    amount: typeof amountMinor === 'number' && currency ? toMajor(amountMinor, currency.id) : undefined,
    currency: currency?.code,
    payment_number: row.payment_number ?? undefined,
    source: detail.source === 'api' ? 'api' : undefined,
    key_id: text(detail.key_id),
    retired_key_id: text(detail.retired_key_id),
    sent_to: text(detail.sent_to),
    scopes: texts(detail.scopes),
    notify_url: typeof detail.notify_url === 'string' ? detail.notify_url : undefined,
    employee_name: row.subject_name ?? undefined,
    roles_before: numbers(detail.roles_before),
    roles: numbers(detail.roles),
    store_name: row.store_name ?? undefined,
    recipient_name: text(detail.recipient_name),
    recipient_account: text(detail.recipient_account),
    contact: detail.contact === 'phone' || detail.contact === 'email' ? detail.contact : undefined,
  });
}
