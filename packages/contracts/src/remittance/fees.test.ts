import { describe, expect, it } from 'vitest';
import { CURRENCY_ID } from '../lookups/currencies.ts';
import { bankRecipientIn, keepsQuotePrice, speedFor, TRANSFER_SPEED } from './fees.ts';
import { PAYMENT_NETWORK, RECIPIENT_KIND } from './recipient-layout.ts';

const { fast, advanced } = TRANSFER_SPEED;
const bank = (paymentNetwork: number) => ({ kind: RECIPIENT_KIND.bankAccount, paymentNetwork });
const productUser = { kind: RECIPIENT_KIND.productUser, paymentNetwork: null };

describe('the price before the recipient (the wizard’s step 1)', () => {
  it('is a bank account in the receive currency on its usual network', () => {
    expect(bankRecipientIn(CURRENCY_ID.CNY).paymentNetwork).toBe(PAYMENT_NETWORK.local);
    expect(bankRecipientIn(CURRENCY_ID.AUD).paymentNetwork).toBe(PAYMENT_NETWORK.local);
    expect(bankRecipientIn(4).paymentNetwork).toBe(PAYMENT_NETWORK.sepa);
    expect(bankRecipientIn(CURRENCY_ID.USD)).toEqual({
      kind: RECIPIENT_KIND.bankAccount,
      currencyId: CURRENCY_ID.USD,
      paymentNetwork: PAYMENT_NETWORK.bankTransfer,
    });
    // So Fast is priced as Advanced for a USD bank account, and stays Fast for CNY.
    expect(speedFor(fast, bankRecipientIn(CURRENCY_ID.USD))).toEqual({ speed: advanced, switched: true });
    expect(speedFor(fast, bankRecipientIn(CURRENCY_ID.CNY))).toEqual({ speed: fast, switched: false });
  });

  it('holds for a recipient at the same speed after the switch, never for a product user', () => {
    expect(keepsQuotePrice(fast, fast, bank(PAYMENT_NETWORK.local))).toBe(true);
    expect(keepsQuotePrice(fast, fast, bank(PAYMENT_NETWORK.sepa))).toBe(true);
    expect(keepsQuotePrice(fast, fast, bank(PAYMENT_NETWORK.swift))).toBe(false);
    expect(keepsQuotePrice(advanced, advanced, bank(PAYMENT_NETWORK.swift))).toBe(true);
    // USD: the step-1 quote was switched to Advanced; a USD SWIFT recipient goes Advanced too.
    expect(keepsQuotePrice(advanced, fast, bank(PAYMENT_NETWORK.swift))).toBe(true);
    expect(keepsQuotePrice(fast, fast, productUser)).toBe(false);
    expect(keepsQuotePrice(advanced, advanced, productUser)).toBe(false);
  });
});
