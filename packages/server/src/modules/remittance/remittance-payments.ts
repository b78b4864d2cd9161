/**
 * What the payment side of a transfer order (the POLi sandbox bank, the console's bank-transfer queue, the receipt
 * upload and the PDF receipt) needs from the order's core: the two payment decisions of the order flow
 * (`payment_confirmed`, `payment_refused`; contracts/remittance/order-flow.ts) and the order as the calls answer it.
 * `orderPaymentsOf` builds it from the remittance area (app.ts).
 */
import type { TransferOrder } from '@mbo/contracts/calls/remittance';
import type { Language } from '@mbo/contracts/constants';
import type { MerchantScope } from '../../http/call-context.ts';
import type { Tx } from '../../money/money.public.ts';
import type { Moved } from './order-life.ts';
import { orderView } from './order-view.ts';
import type { Remittance } from './remittance.module.ts';

/** What a payment decision did: `moved` false when the order already had it (a repeated click or callback). */
export interface PaymentDecision {
  moved: boolean;
  /** The order's status after it (REMITTANCE_STATUS). */
  status: number;
}

export interface OrderPayments {
  /**
   * `payment_confirmed` (the order's row locked): paying → processing, the money posted from the provider's top-up
   * clearing and sent on — in the caller's transaction when given (the console's decision), else in its own.
   * Throws a CONFLICT AppError when the order is not paying.
   */
  confirm(orderId: number, tx?: Tx): Promise<PaymentDecision>;
  /** `payment_refused` likewise: paying → unpaid (to be paid another way; its POLi and receipt tokens cleared). */
  refuse(orderId: number, tx?: Tx): Promise<PaymentDecision>;
  /** The merchant's order as the calls answer it (its language, the merchant's time zone); undefined when not its. */
  view(merchant: MerchantScope, orderId: number, language: Language): Promise<TransferOrder | undefined>;
}

/** The columns of a transfer order the payment side reads (snake case, as `db.execute` answers them). */
export interface PaymentOrderRow extends Record<string, unknown> {
  id: number;
  merchant_id: number;
  number: string;
  status: number;
  payment_method: number | null;
  send_currency_id: number;
  send_minor: number;
  fee_minor: number;
  receipt_token: string | null;
  poli_token: string | null;
  created_by_user_id: number | null;
}

/** The order's core as the payment side uses it: the order life's two payment steps and the order's view. */
export function orderPaymentsOf(remittance: Remittance): OrderPayments {
  const { life } = remittance.service;
  const decision = ({ order, moved }: Moved): PaymentDecision => ({ moved, status: order.status });
  return {
    confirm: async (orderId, tx) => decision(await life.confirmPayment(orderId, tx)),
    refuse: async (orderId, tx) => decision(await life.refusePayment(orderId, tx)),
    async view(merchant, orderId, language) {
      const row = await remittance.repository.detail(merchant.id, orderId);
      return row ? orderView(row, language, merchant.timeZone) : undefined;
    },
  };
}
