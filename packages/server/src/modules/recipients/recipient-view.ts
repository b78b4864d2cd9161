import type { Language } from '@mbo/contracts/constants';
import { translate } from '@mbo/contracts/i18n';
import { bsbLookup, formatBsb } from '@mbo/contracts/lookups/bsb-directory';
import { currencyById } from '@mbo/contracts/lookups/currencies';
import type { Recipient } from '@mbo/contracts/calls/recipients';
import { RECIPIENT_KIND } from '@mbo/contracts/remittance/recipient-layout';
import { formatWireTime } from '../../lib/time.ts';
import type { RecipientRow } from './recipients.repository.ts';

/** The name lists show and search: a person's "first middle last", a business's name. */
export const displayName = (fields: {
  first_name?: string | undefined;
  middle_name?: string | undefined;
  last_name?: string | undefined;
  company_name?: string | undefined;
}): string =>
  fields.company_name ?? [fields.first_name, fields.middle_name, fields.last_name].filter(Boolean).join(' ');

/** A recipient as answered, in the caller's language and the merchant's time zone. */
export function recipientView(row: RecipientRow, language: Language, timeZone: string): Recipient {
  const bank = row.bsb ? bsbLookup(row.bsb) : null;
  const bankName = row.bankName ?? (bank ? (language === 'zh_CN' ? bank.bank.zh : bank.bank.en) : '');
  const isProductUser = row.kind === RECIPIENT_KIND.productUser;
  return {
    id: row.id,
    type: row.type,
    type_name: translate(language, `recipients.type.${row.type}` as never),
    kind: row.kind,
    kind_name: translate(language, `recipients.kind.${row.kind}` as never),
    currency_id: row.currencyId,
    currency: currencyById(row.currencyId)?.code ?? String(row.currencyId),
    payment_network: row.paymentNetwork,
    payment_network_name: row.paymentNetwork
      ? translate(language, `recipients.network.${row.paymentNetwork}` as never)
      : '',
    name: row.name,
    first_name: row.firstName ?? '',
    middle_name: row.middleName ?? '',
    last_name: row.lastName ?? '',
    company_name: row.companyName ?? '',
    country: row.country ?? '',
    province: row.province ?? '',
    city: row.city ?? '',
    street: row.street ?? '',
    post_code: row.postCode ?? '',
    mail: row.mail ?? '',
    bank_name: bankName,
    branch_province: row.branchProvince ?? '',
    branch_city: row.branchCity ?? '',
    bsb: row.bsb ? formatBsb(row.bsb) : '',
    bic: row.bic ?? '',
    account_number: row.accountNumber ?? '',
    account_display: isProductUser ? (row.userAccount ?? '') : `•••• ${(row.accountNumber ?? '').slice(-4)}`,
    comment: row.comment ?? '',
    create_time: formatWireTime(row.createdAt, timeZone),
    update_time: formatWireTime(row.updatedAt, timeZone),
    is_deleted: row.deletedAt !== null,
  };
}
