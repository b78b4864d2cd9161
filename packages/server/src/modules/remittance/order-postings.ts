import { SEND_PAYMENT_METHOD } from '@mbo/contracts/remittance/order-flow';
import { ACCOUNT_KIND, fxPositionKind, type Leg, type Ledger, PROVIDER, type Tx } from '../../money/money.public.ts';

/** What the postings need of an order (the row's own fields). */
export interface OrderMoney {
  id: number;
  merchantId: number;
  sendCurrencyId: number;
  sendMinor: number;
  receiveCurrencyId: number;
  receiveMinor: number;
  feeMinor: number;
  paymentMethod: number | null;
  /** A product user's merchant: paid into its global account instead of through the payout network. */
  recipientMerchantId: number | null;
  abnormalFeeMinor: number;
}

const account = (merchantId: number, currencyId: number, kind: Leg['kind']) => ({ merchantId, currencyId, kind });

/** The journal entries of an order, keyed by its id: one of each at most (ARCHITECTURE.md, "Remittance"). */
export const remittanceEntryKey = {
  paid: (id: number) => `remittance:${id}`,
  completed: (id: number) => `remittance_completed:${id}`,
  failed: (id: number) => `remittance_failed:${id}`,
  returned: (id: number) => `remittance_returned:${id}`,
};

/**
 * The payment: send + fee leave the merchant's global account (paid from the balance) or arrive in the provider's
 * top-up clearing (POLi, a confirmed bank transfer); the fee is the provider's; a cross-currency order converts the
 * send amount through the FX position account of the pair at the order's rate; the receive amount is in flight.
 */
function paidLegs(order: OrderMoney): Leg[] {
  const { merchantId, sendCurrencyId: send, receiveCurrencyId: receive } = order;
  const total = order.sendMinor + order.feeMinor;
  const source =
    order.paymentMethod === SEND_PAYMENT_METHOD.balance
      ? account(merchantId, send, ACCOUNT_KIND.global)
      : account(PROVIDER, send, ACCOUNT_KIND.topUpClearing);
  const legs: Leg[] = [
    { ...source, amountMinor: total },
    { ...account(merchantId, send, ACCOUNT_KIND.fees), amountMinor: -order.feeMinor },
    { ...account(merchantId, receive, ACCOUNT_KIND.remittanceInFlight), amountMinor: -order.receiveMinor },
  ];
  if (send !== receive) {
    const position = fxPositionKind(send, receive);
    legs.push(
      { ...account(PROVIDER, send, position), amountMinor: -order.sendMinor },
      { ...account(PROVIDER, receive, position), amountMinor: order.receiveMinor },
    );
  }
  return legs;
}

/** Delivered: out of flight to the recipients (the payout network), or into a product user's global account. */
function completedLegs(order: OrderMoney): Leg[] {
  const { merchantId, receiveCurrencyId: receive, receiveMinor } = order;
  const to =
    order.recipientMerchantId === null
      ? account(merchantId, receive, ACCOUNT_KIND.remittances)
      : account(order.recipientMerchantId, receive, ACCOUNT_KIND.global);
  return [
    { ...account(merchantId, receive, ACCOUNT_KIND.remittanceInFlight), amountMinor: receiveMinor },
    { ...to, amountMinor: -receiveMinor },
  ];
}

/** Failed: what was in flight goes to the global account in the receive currency, and the fee is given back. */
function failedLegs(order: OrderMoney): Leg[] {
  const { merchantId, sendCurrencyId: send, receiveCurrencyId: receive } = order;
  return [
    { ...account(merchantId, receive, ACCOUNT_KIND.remittanceInFlight), amountMinor: order.receiveMinor },
    { ...account(merchantId, receive, ACCOUNT_KIND.global), amountMinor: -order.receiveMinor },
    { ...account(merchantId, send, ACCOUNT_KIND.fees), amountMinor: order.feeMinor },
    { ...account(merchantId, send, ACCOUNT_KIND.global), amountMinor: -order.feeMinor },
  ];
}

/** Returned by the recipient's bank after delivery: back to the global account less the abnormal-handling fee. */
function returnedLegs(order: OrderMoney): Leg[] {
  const { merchantId, receiveCurrencyId: receive, receiveMinor, abnormalFeeMinor } = order;
  return [
    { ...account(merchantId, receive, ACCOUNT_KIND.remittances), amountMinor: receiveMinor },
    { ...account(merchantId, receive, ACCOUNT_KIND.global), amountMinor: -(receiveMinor - abnormalFeeMinor) },
    { ...account(merchantId, receive, ACCOUNT_KIND.fees), amountMinor: -abnormalFeeMinor },
  ];
}

const LEGS = { paid: paidLegs, completed: completedLegs, failed: failedLegs, returned: returnedLegs };
export type RemittanceMovement = keyof typeof LEGS;
const ENTRY_KIND: Record<RemittanceMovement, string> = {
  paid: 'remittance',
  completed: 'remittance_completed',
  failed: 'remittance_failed',
  returned: 'remittance_returned',
};

/** Creates the ledger accounts a movement of the order posts to; call before the transaction that posts. */
export async function prepareAccounts(ledger: Ledger, order: OrderMoney, movement: RemittanceMovement): Promise<void> {
  await ledger.prepare(LEGS[movement](order));
}

/**
 * Posts one movement of an order inside the caller's transaction (its accounts prepared before: prepareAccounts);
 * a second post of the same movement writes nothing and answers false.
 */
export async function postMovement(tx: Tx, ledger: Ledger, order: OrderMoney, movement: RemittanceMovement) {
  return ledger.post(
    tx,
    {
      merchantId: order.merchantId,
      kind: ENTRY_KIND[movement],
      idempotencyKey: remittanceEntryKey[movement](order.id),
      slotSeed: order.id,
    },
    LEGS[movement](order),
  );
}
