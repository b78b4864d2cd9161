/**
 * Remittance speeds, routes and fees (issue 14 §4; 002 §4 "Fast transfer switches automatically to Advanced",
 * §9 limits and fees). The spec gives no fee figures ("Fee figures: not shown"); ours are decided here and written
 * down in ARCHITECTURE.md ("Remittance"):
 *
 * - Fast transfer (a local network or SEPA, and product users): AUD 6.00; Advanced transfer (SWIFT or a bank
 *   transfer): AUD 20.00. Fees are GST-inclusive (002 §9): the GST in a fee is one eleventh of it.
 * - A send currency other than AUD pays the same fee converted at the mid rate of the moment it is priced, rounded
 *   up to the currency's minor unit (a fee never comes out lower than the table says).
 * - Product users are paid free and in seconds; a merchant's first remittance is free (002 §1, §9).
 */
import { networksOf, PAYMENT_NETWORK, RECIPIENT_KIND } from './recipient-layout.ts';
import type { RemittanceRoute } from './limits.ts';

/** 1 Fast (local networks, SEPA, product users), 2 Advanced (SWIFT, bank transfer). */
export const TRANSFER_SPEED = { fast: 1, advanced: 2 } as const;
export type TransferSpeed = (typeof TRANSFER_SPEED)[keyof typeof TRANSFER_SPEED];

/** The fee of a transfer in AUD minor units by speed, GST-inclusive. */
export const REMITTANCE_FEE_AUD_MINOR: Record<TransferSpeed, number> = {
  [TRANSFER_SPEED.fast]: 600,
  [TRANSFER_SPEED.advanced]: 2_000,
};

/** Why a transfer costs nothing: 1 the merchant's first remittance, 2 a product user (free and in seconds). */
export const FEE_WAIVER = { none: 0, firstRemittance: 1, productUser: 2 } as const;
export type FeeWaiver = (typeof FEE_WAIVER)[keyof typeof FEE_WAIVER];

/** The GST included in a GST-inclusive fee (one eleventh, rounded to the nearest minor unit). */
export const gstIncluded = (feeMinor: number): number => Math.round(feeMinor / 11);

/** Whether a recipient can be paid by Fast transfer: a product user, a local network or SEPA; not SWIFT or a bank transfer. */
export function supportsFast(recipient: { kind: number; paymentNetwork: number | null }): boolean {
  if (recipient.kind === RECIPIENT_KIND.productUser) return true;
  return recipient.paymentNetwork === PAYMENT_NETWORK.local || recipient.paymentNetwork === PAYMENT_NETWORK.sepa;
}

/**
 * The speed a transfer goes at: the one asked for, except that Fast switches to Advanced when the recipient does not
 * support it (002 §4). `switched` says the wizard must tell the user.
 */
export function speedFor(
  asked: TransferSpeed,
  recipient: { kind: number; paymentNetwork: number | null },
): { speed: TransferSpeed; switched: boolean } {
  if (asked === TRANSFER_SPEED.fast && !supportsFast(recipient))
    return { speed: TRANSFER_SPEED.advanced, switched: true };
  return { speed: asked, switched: false };
}

/**
 * Whom a transfer is priced for before the recipient is chosen (the wizard's step 1): a bank account in the receive
 * currency on that currency's usual network (recipient-layout's first), so the fee, the Fast → Advanced switch, the
 * limits and "AUD does not support send money" are those of a bank recipient there.
 */
export function bankRecipientIn(currencyId: number): { kind: number; currencyId: number; paymentNetwork: number } {
  return { kind: RECIPIENT_KIND.bankAccount, currencyId, paymentNetwork: networksOf(currencyId)[0]! };
}

/**
 * Whether the recipient chosen is paid at the price of a quote made before it was chosen (`bankRecipientIn`): the
 * same speed after the switch, and not a product user (free and instant, so priced on its own). Otherwise the
 * transfer is quoted again with the recipient. The web decides with it at step 2; CreateOrder refuses the quote
 * when it does not hold.
 */
export function keepsQuotePrice(
  quoteSpeed: number,
  asked: TransferSpeed,
  recipient: { kind: number; paymentNetwork: number | null },
): boolean {
  return recipient.kind !== RECIPIENT_KIND.productUser && speedFor(asked, recipient).speed === quoteSpeed;
}

/** The limit that applies (limits.ts): Fast transfers (and product users) the Fast limit, Advanced the bank limit. */
export const routeOf = (speed: TransferSpeed): RemittanceRoute => (speed === TRANSFER_SPEED.fast ? 'fast' : 'bank');
