/**
 * The customer pay page's rules: the store behind a payment link, what each method costs, the customer's order
 * (idempotent on the page's request id) and the order as the customer sees it.
 */
import { createHmac } from 'node:crypto';
import type { z } from 'zod';
import type { PayMethod, publicOrderSchema } from '@mbo/contracts/calls/gateway';
import { MESSAGE_TYPE, ORDER_STATUS } from '@mbo/contracts/constants';
import { CURRENCIES, currencyById } from '@mbo/contracts/lookups/currencies';
import { SOURCE_TYPE } from '@mbo/contracts/lookups/source-types';
import { exponentOf, ppmToRate, toMajor } from '@mbo/contracts/money';
import { checkOrderAmount } from '@mbo/contracts/order-amount';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { surchargeFlatMinor } from '../../money/money.public.ts';
import type { Gateway, OrderView } from './gateway.ts';
import type { OrdersRepository, PayStoreRow } from './orders.repository.ts';
import { channelOfMethod, methodOfChannel, PAY_METHOD_ORDER } from './pay-methods.ts';
import { storeOfUnverifiedMerchant } from '../merchant-gate/merchant-gate.public.ts';

/** The nominal amount whose plan tells a method's surcharge rate (the rate does not depend on the amount). */
const NOMINAL_MINOR = 10_000;

export interface PayMethodView {
  method: PayMethod;
  channel_id: number;
  surcharge_rate: number;
  /** The flat part, in the currency's major units (a card's per-payment fee). */
  surcharge_flat: number;
}

export interface CreatePayOrderInput {
  payToken: string;
  clientRequestId: string;
  amount: string | number;
  currencyId: number;
  method: PayMethod;
  note?: string;
  customerName?: string;
  customerPhone?: string;
}

const logoUrl = (token: string | null) => (token ? `/media/${token}` : null);
const codeOf = (currencyId: number) => currencyById(currencyId)?.code ?? String(currencyId);

/**
 * The store's payment link filled in again with the failed attempt's amount, currency and method ("Try again"
 * keeps what the customer chose; the page starts a new attempt with them).
 */
function retryUrlOf(order: OrderView): string {
  const query = new URLSearchParams({
    amount: toMajor(order.orderMinor, order.currencyId).toFixed(exponentOf(order.currencyId)),
    currency: String(order.currencyId),
  });
  const method = methodOfChannel(order.channelId);
  if (method) query.set('method', method);
  return `/pay/${order.storePayToken}?${query.toString()}`;
}

export function createPayPage(gateway: Gateway, orders: OrdersRepository, secret: Buffer) {
  async function storeOf(payToken: string): Promise<PayStoreRow> {
    const store = await orders.storeByPayToken(payToken);
    if (!store) throw notFound('gateway.store_not_found');
    return store;
  }

  /**
   * The methods the merchant can take at the store: those whose channel this deployment has (see
   * Gateway.hasChannel) and the payment path has a rate for.
   */
  async function methodsOf(
    store: { merchantId: number; storeId: number; storeType: number },
    currencyId: number,
  ): Promise<PayMethodView[]> {
    const methods: PayMethodView[] = [];
    for (const method of PAY_METHOD_ORDER) {
      const channelId = channelOfMethod(method, store.storeType);
      if (!gateway.hasChannel(channelId)) continue;
      const planned = await gateway.plan({
        merchantId: store.merchantId,
        storeId: store.storeId,
        channelId,
        currencyId,
        orderMinor: NOMINAL_MINOR,
      });
      if (!planned) continue;
      methods.push({
        method,
        channel_id: channelId,
        surcharge_rate: ppmToRate(planned.values.surchargeRatePpm),
        surcharge_flat: toMajor(surchargeFlatMinor(NOMINAL_MINOR, planned.values), currencyId),
      });
    }
    return methods;
  }

  function amountOf(amount: string | number, currencyId: number): number {
    const checked = checkOrderAmount(amount, currencyId);
    if ('problem' in checked) throw badRequest(`gateway.${checked.problem}`);
    return checked.minor;
  }

  /** An unverified merchant's store shows who it is but takes no payment: no quote, no order (issue 11 §5). */
  function takingPayments(store: PayStoreRow): void {
    if (!store.isMerchantVerified) throw storeOfUnverifiedMerchant();
  }

  function accepted(store: PayStoreRow, currencyId: number): void {
    if (!store.supportCurrencies.includes(currencyId))
      throw badRequest('gateway.currency_not_accepted', { currency: codeOf(currencyId) });
  }

  /** The order as the customer sees it. */
  async function publicOrder(order: OrderView): Promise<z.output<typeof publicOrderSchema>> {
    const choosing = order.status === ORDER_STATUS.pending && order.channelId === null && order.merchantVerified;
    const money = (minor: number | null) => (minor === null ? null : toMajor(minor, order.currencyId));
    return {
      order_no: order.number,
      order_token: order.token,
      status: order.status,
      store_name: order.storeName,
      logo_url: logoUrl(order.storeLogo),
      currency_id: order.currencyId,
      currency: codeOf(order.currencyId),
      amount: toMajor(order.orderMinor, order.currencyId),
      surcharge: money(order.surchargeMinor),
      gross_amount: money(order.grossMinor),
      method: methodOfChannel(order.channelId),
      channel_id: order.channelId,
      methods: choosing ? await methodsOf(order, order.currencyId) : [],
      is_accepting_payments: order.merchantVerified,
      subject: order.subject,
      wallet_url: order.walletUrl ? new URL(order.walletUrl).pathname : null,
      transaction_no: order.paymentNumber,
      paid_at: order.paidAt?.toISOString() ?? null,
      time_zone: order.timeZone,
      expires_at: order.expiresAt.toISOString(),
      return_url: order.returnUrl,
      retry_url: order.sourceType === SOURCE_TYPE.Branch_H5 ? retryUrlOf(order) : null,
    };
  }

  async function orderByToken(token: string): Promise<OrderView> {
    const order = await gateway.findOrderByToken(token);
    if (!order) throw notFound('gateway.order_not_found');
    return order;
  }

  return {
    async store(payToken: string) {
      const store = await storeOf(payToken);
      const where = { merchantId: store.merchantId, storeId: store.id, storeType: store.type };
      const currencies = await Promise.all(
        CURRENCIES.filter((currency) => store.supportCurrencies.includes(currency.id)).map(async ({ id, code }) => ({
          id,
          code,
          methods: store.isMerchantVerified ? await methodsOf(where, id) : [],
        })),
      );
      return {
        name: store.name,
        merchant_name: store.merchantName,
        logo_url: logoUrl(store.payLogo),
        currencies,
        message_type: store.messageType,
        is_get_user_info: store.isGetUserInfo,
        is_accepting_payments: store.isMerchantVerified,
        methods: currencies[0]?.methods ?? [],
      };
    },

    /** Surcharge and total per method for an amount, from the payment path's plan (what will be charged). */
    async quote(payToken: string, amount: string | number, currencyId: number) {
      const store = await storeOf(payToken);
      takingPayments(store);
      accepted(store, currencyId);
      const orderMinor = amountOf(amount, currencyId);
      const quotes = [];
      for (const method of PAY_METHOD_ORDER) {
        const channelId = channelOfMethod(method, store.type);
        const planned = await gateway.plan({
          merchantId: store.merchantId,
          storeId: store.id,
          channelId,
          currencyId,
          orderMinor,
        });
        if (!planned) continue;
        quotes.push({
          method,
          channel_id: channelId,
          amount: toMajor(orderMinor, currencyId),
          surcharge: toMajor(planned.values.surchargeMinor, currencyId),
          gross_amount: toMajor(planned.values.grossMinor, currencyId),
        });
      }
      return quotes;
    },

    /**
     * The customer's order, sent to the method's channel. The order's token is derived from the page's request
     * id (HMAC under the server secret), so a reload or a second tap finds the same order; the same id with other
     * details is refused. Nothing is written when a rule fails.
     */
    async createOrder(input: CreatePayOrderInput) {
      const store = await storeOf(input.payToken);
      takingPayments(store);
      accepted(store, input.currencyId);
      const orderMinor = amountOf(input.amount, input.currencyId);
      const note = store.messageType === MESSAGE_TYPE.none ? '' : (input.note ?? '').trim();
      if (store.messageType === MESSAGE_TYPE.required && !note) throw badRequest('gateway.note_required');
      const customerName = (input.customerName ?? '').trim();
      const customerPhone = (input.customerPhone ?? '').replace(/\s+/g, '');
      if (store.isGetUserInfo && !customerName) throw badRequest('gateway.customer_name_required');
      if (store.isGetUserInfo && !customerPhone) throw badRequest('gateway.customer_phone_required');
      const channelId = channelOfMethod(input.method, store.type);
      const planned = await gateway.plan({
        merchantId: store.merchantId,
        storeId: store.id,
        channelId,
        currencyId: input.currencyId,
        orderMinor,
      });
      if (!planned) throw badRequest('gateway.method_unavailable');

      const payToken = createHmac('sha256', secret)
        .update(`pay-page-order:${store.id}:${input.clientRequestId}`)
        .digest('hex')
        .slice(0, 40);
      const existing = await gateway.findOrderByToken(payToken);
      if (existing) {
        const same =
          existing.storeId === store.id &&
          existing.orderMinor === orderMinor &&
          existing.currencyId === input.currencyId;
        if (!same) throw conflict('gateway.request_id_reused');
        if (existing.status !== ORDER_STATUS.pending || existing.channelId === channelId) return publicOrder(existing);
        return publicOrder(await gateway.sendToChannel(existing.id, channelId));
      }
      const order = await gateway.createOrder({
        merchantId: store.merchantId,
        storeId: store.id,
        sourceType: SOURCE_TYPE.Branch_H5,
        currencyId: input.currencyId,
        orderMinor,
        channelId,
        note: note || null,
        customerName: store.isGetUserInfo ? customerName : null,
        customerPhone: store.isGetUserInfo ? customerPhone : null,
        payToken,
      });
      return publicOrder(order);
    },

    async order(token: string) {
      return publicOrder(await orderByToken(token));
    },

    /** An order paid on the pay page (`/pay/o/<token>`): the method the customer picked, or the channel already set. */
    async payOrder(token: string, method: PayMethod | undefined) {
      const order = await orderByToken(token);
      if (order.status !== ORDER_STATUS.pending) return publicOrder(order);
      // The merchant's channel (if any) is the default; the customer may pick another method (the old
      // transaction is closed at its channel first).
      const wanted = method ? channelOfMethod(method, order.storeType) : order.channelId;
      if (wanted === null) throw badRequest('gateway.method_invalid');
      return publicOrder(await gateway.sendToChannel(order.id, wanted));
    },

    async wallet(txnToken: string) {
      // The wallet step pays anything it is shown: it exists only where the sandbox channels are on.
      if (!gateway.sandbox) throw notFound();
      const wallet = await gateway.sandbox.wallet(txnToken);
      return {
        channel_id: wallet.channelId,
        store_name: wallet.storeName,
        currency: codeOf(wallet.currencyId),
        currency_id: wallet.currencyId,
        amount: toMajor(wallet.amountMinor, wallet.currencyId),
        status: wallet.status,
        order_token: wallet.orderToken,
        expires_at: wallet.expiresAt.toISOString(),
      };
    },

    async walletAction(txnToken: string, action: 'pay' | 'fail' | 'cancel') {
      if (!gateway.sandbox) throw notFound();
      const result = await gateway.sandbox.act(txnToken, action);
      return { status: result.status, order_token: result.orderToken };
    },
  };
}
export type PayPage = ReturnType<typeof createPayPage>;
