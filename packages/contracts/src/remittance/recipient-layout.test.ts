import { describe, expect, it } from 'vitest';
import { recipientEditSchema, recipientInputSchema } from '../calls/recipients.ts';
import { networksOf, PAYMENT_NETWORK, recipientLayout } from './recipient-layout.ts';

const fields = (choice: Parameters<typeof recipientLayout>[0]) =>
  recipientLayout(choice).map(({ field, isRequired, check }) => `${field}${isRequired ? '*' : ''}:${check}`);

describe('the recipient form table', () => {
  it('offers each currency its networks, the usual first', () => {
    expect(networksOf(1)).toEqual([PAYMENT_NETWORK.local, PAYMENT_NETWORK.swift]);
    expect(networksOf(3)).toEqual([PAYMENT_NETWORK.local, PAYMENT_NETWORK.swift]);
    expect(networksOf(4)).toEqual([PAYMENT_NETWORK.sepa, PAYMENT_NETWORK.swift]);
    expect(networksOf(11)).toEqual([PAYMENT_NETWORK.bankTransfer, PAYMENT_NETWORK.swift]);
  });

  it('asks AUD local for BSB and account, CNY local for the card with its bank and branch', () => {
    expect(fields({ kind: 2, type: 2, currency_id: 1, payment_network: 1 })).toEqual(
      expect.arrayContaining([
        'company_name*:company_name',
        'bsb*:bsb',
        'account_number*:au_account',
        'country*:country',
      ]),
    );
    expect(fields({ kind: 2, type: 1, currency_id: 3, payment_network: 1 })).toEqual(
      expect.arrayContaining([
        'first_name*:first_name',
        'last_name*:last_name',
        'bank_name*:bank_name',
        'branch_province*:branch_province',
        'branch_city*:branch_city',
        'account_number*:cn_card',
      ]),
    );
  });

  it('asks SWIFT for the BIC and the address; SEPA for an IBAN; a product user for a phone or e-mail', () => {
    expect(fields({ kind: 2, type: 2, currency_id: 2, payment_network: 2 })).toEqual(
      expect.arrayContaining(['bic*:bic', 'account_number*:swift_account', 'street*:street', 'post_code*:post_code']),
    );
    expect(fields({ kind: 2, type: 1, currency_id: 4, payment_network: 4 })).toContain('account_number*:sepa_iban');
    expect(fields({ kind: 1, type: 1, currency_id: 3 })).toEqual(['user_account*:user_account', 'comment:comment']);
    expect(recipientLayout({ kind: 1, type: 1, currency_id: 3 }, 'edit').map((one) => one.field)).toEqual(['comment']);
  });

  it('normalises what passes and drops fields the layout does not ask', () => {
    const parsed = recipientInputSchema.parse({
      type: 1,
      kind: 2,
      currency_id: 4,
      payment_network: 4,
      first_name: ' Anna ',
      last_name: 'Schmidt',
      country: 'de',
      account_number: 'de89 3704 0044 0532 0130 00',
      bsb: '062000',
    });
    expect(parsed.fields).toEqual({
      first_name: 'Anna',
      last_name: 'Schmidt',
      country: 'DE',
      account_number: 'DE89370400440532013000',
    });
  });

  it('names every missing or wrong field with its own message', () => {
    const result = recipientInputSchema.safeParse({ type: 1, kind: 2, currency_id: 3, payment_network: 2 });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining([
        'recipients.first_name_required',
        'recipients.bic_required',
        'recipients.street_required',
      ]),
    );
    const network = recipientEditSchema.safeParse({ type: 1, kind: 2, currency_id: 3, payment_network: 3 });
    expect(network.error?.issues[0]?.message).toBe('recipients.network_invalid');
  });
});
