/**
 * The verification gate's refusals (issue 11 §5): what an unverified merchant's members, its stores' customers and
 * its API keys are told. Which pages the gate closes is decided in one place, contracts' access.ts
 * (UNVERIFIED_MERCHANT_PAGES); the call layer, the store images route, the pay page and the merchant API apply it.
 */
import { forbidden } from '../../lib/app-error.ts';

/** A member's call of a page the merchant does not open until it is verified. */
export const merchantUnverified = () => forbidden('merchant_gate.unverified');

/** A customer's quote or order at a store of an unverified merchant: it takes no payments. */
export const storeOfUnverifiedMerchant = () => forbidden('merchant_gate.pay_unverified');

/**
 * Paying an order (choosing its method, or paying in the wallet step) whose merchant is not verified at that moment:
 * an order created before the merchant lost its verification stays unpaid and expires at its time.
 */
export const orderOfUnverifiedMerchant = () => forbidden('merchant_gate.order_unverified');
