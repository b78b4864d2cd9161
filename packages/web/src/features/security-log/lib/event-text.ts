import type { TFunction } from 'i18next';
import type { SecurityEvent } from '@mbo/contracts/calls/security-log';
import { formatMoneyIn } from '../../../lib/format.ts';

/** A kind's label; a kind this build does not know yet shows its code rather than nothing. */
export const kindLabel = (t: TFunction<'securityLog'>, kind: string): string =>
  t(`kind.${kind}`, { defaultValue: kind });

/** The event's detail in the viewer's language, from the server's structured fields ("; " between parts). */
export function detailText(t: TFunction<'securityLog'>, event: SecurityEvent): string {
  const { detail } = event;
  const roles = (list: number[]) => list.map((role) => t(`role.${role}`, { defaultValue: String(role) })).join(' / ');
  const parts: string[] = [];
  if (detail.method) parts.push(t(`detail.method_${detail.method}`, { defaultValue: detail.method }));
  if (detail.amount !== undefined && detail.currency)
    parts.push(
      t('detail.refund', {
        amount: formatMoneyIn(detail.amount, detail.currency),
        number: detail.payment_number ?? '—',
      }),
    );
  if (detail.source === 'api') parts.push(t('detail.api', { key: detail.key_id ?? '—' }));
  if (detail.employee_name) parts.push(t('detail.employee', { name: detail.employee_name }));
  if (detail.roles_before && detail.roles)
    parts.push(t('detail.roles_change', { before: roles(detail.roles_before), after: roles(detail.roles) }));
  else if (detail.roles) parts.push(t('detail.roles', { roles: roles(detail.roles) }));
  if (detail.key_id && detail.source !== 'api') parts.push(t('detail.key', { key: detail.key_id }));
  if (detail.retired_key_id) parts.push(t('detail.retired_key', { key: detail.retired_key_id }));
  if (detail.sent_to) parts.push(t('detail.sent_to', { to: detail.sent_to }));
  if (detail.scopes) parts.push(t('detail.scopes', { scopes: detail.scopes.join(', ') }));
  if (detail.notify_url !== undefined)
    parts.push(detail.notify_url ? t('detail.notify_url', { url: detail.notify_url }) : t('detail.notify_url_none'));
  if (detail.store_name) parts.push(t('detail.store', { name: detail.store_name }));
  if (detail.recipient_name)
    parts.push(t('detail.recipient', { name: detail.recipient_name, account: detail.recipient_account ?? '' }).trim());
  if (detail.contact) parts.push(t(`detail.contact_${detail.contact}`));
  return parts.join('; ');
}
