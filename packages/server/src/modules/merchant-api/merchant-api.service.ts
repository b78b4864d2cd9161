import type { FastifyBaseLogger } from 'fastify';
import { ORDER_STATUS } from '@mbo/contracts/constants';
import { CURRENCIES, currencyById } from '@mbo/contracts/lookups/currencies';
import { minorToString, toMinor } from '@mbo/contracts/money';
import { checkOrderAmount } from '@mbo/contracts/order-amount';
import { REFUND_STATUS } from '@mbo/contracts/statuses';
import type { Gateway, OrderView } from '../gateway/gateway.public.ts';
import type { RefundRules } from '../refunds/refunds.public.ts';
import { isPrivateUrl } from '../webhooks/webhooks.public.ts';
import { ApiError, apiNotFound } from './api-error.ts';
import { orderToApi } from './order-wire.ts';
import type { ApiCaller } from './authenticate.ts';
import type { MerchantApiRepository } from './merchant-api.repository.ts';
import type { ApiOrder, ApiRefund, CreateOrderBody, RefundBody } from './v1-schemas.ts';

export interface MerchantApiServiceDeps {
  gateway: Gateway;
  repository: MerchantApiRepository;
  refundRules: RefundRules;
  isPrivateNotifyAllowed: boolean;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

const codeOf = (currencyId: number) => currencyById(currencyId)?.code ?? String(currencyId);

/** A wire amount in minor units of the currency: above zero, no more decimals than the currency has. */
function amountMinor(amount: string | number, currencyId: number): number {
  const minor = toMinor(amount, currencyId);
  if (minor === null || minor <= 0) throw new ApiError(400, 'amount_invalid', 'merchant_api.amount_invalid');
  return minor;
}

/**
 * The merchant API's rules: orders through the gateway (the merchant's own store only), refunds through the
 * refund rules the back-office uses (one rule set) and then the order's channel, recorded by the merchant's
 * out_refund_no (a repeat answers the first refund).
 */
export function createMerchantApiService(deps: MerchantApiServiceDeps) {
  async function orderOf(caller: ApiCaller, orderNo: string): Promise<OrderView> {
    const order = await deps.gateway.findOrder(caller.merchantId, { number: orderNo });
    if (!order) throw apiNotFound('order');
    return order;
  }

  async function refundAtChannel(
    caller: ApiCaller,
    orderNumber: string,
    refundId: number,
    amountMinor: number,
  ): Promise<void> {
    const atChannel = await deps.gateway.refundAtChannel({
      merchantId: caller.merchantId,
      orderNumber,
      refundId: String(refundId),
      amountMinor,
    });
    if (atChannel.status !== 'succeeded')
      deps.log.warn({ refundId, orderNumber }, 'the channel refused a refund the ledger recorded');
  }

  function refundToApi(refund: {
    outRefundNo: string;
    refundNumber: string;
    orderNumber: string;
    amountMinor: number;
    currencyId: number;
    status: number;
    reason: string | null;
    createdAt: Date;
  }): ApiRefund {
    return {
      out_refund_no: refund.outRefundNo,
      refund_no: refund.refundNumber,
      order_no: refund.orderNumber,
      amount: minorToString(refund.amountMinor, refund.currencyId),
      currency: codeOf(refund.currencyId),
      status: refund.status === REFUND_STATUS.succeeded ? 'succeeded' : 'failed',
      reason: refund.reason,
      created_at: refund.createdAt.toISOString(),
    };
  }

  return {
    /** `idempotencyKey`: the request's, kept on the order (a retry of a crashed first attempt finds it). */
    async createOrder(
      caller: ApiCaller,
      body: CreateOrderBody,
      idempotencyKey: string | null = null,
    ): Promise<ApiOrder> {
      const currency = CURRENCIES.find((entry) => entry.code === body.currency.toUpperCase());
      if (!currency) throw new ApiError(400, 'currency_invalid', 'merchant_api.currency_invalid');
      // The pay page's rule and words: one amount rule, and only a currency the store accepts.
      const checked = checkOrderAmount(body.amount, currency.id);
      if ('problem' in checked) throw new ApiError(400, checked.problem, `gateway.${checked.problem}`);
      const orderMinor = checked.minor;
      const defaults = await deps.repository.orderDefaults(caller.merchantId, body.store_id);
      const storeId = defaults.storeId;
      if (storeId === null)
        throw body.store_id === undefined
          ? new ApiError(400, 'no_store', 'merchant_api.no_store')
          : apiNotFound('store');
      if (!defaults.storeCurrencies.includes(currency.id)) {
        throw new ApiError(400, 'currency_not_accepted', 'gateway.currency_not_accepted', { currency: currency.code });
      }
      const notifyUrl = body.notify_url ?? defaults.notifyUrl;
      for (const url of [body.notify_url, body.return_url]) {
        if (url && !deps.isPrivateNotifyAllowed && isPrivateUrl(url))
          throw new ApiError(400, 'notify_url_private', 'webhooks.notify_url_private');
      }
      const order = await deps.gateway.createOrder({
        merchantId: caller.merchantId,
        storeId,
        sourceType: body.source_type,
        currencyId: currency.id,
        orderMinor,
        channelId: body.channel ?? null,
        outTradeNo: body.out_trade_no,
        subject: body.subject ?? null,
        notifyUrl,
        returnUrl: body.return_url ?? null,
        idempotencyKey,
      });
      return orderToApi(order);
    },

    async orderCreatedBy(caller: ApiCaller, outTradeNo: string, idempotencyKey: string): Promise<ApiOrder | null> {
      const order = await deps.gateway.orderCreatedBy(caller.merchantId, outTradeNo, idempotencyKey);
      return order ? orderToApi(order) : null;
    },

    async findOrder(caller: ApiCaller, by: { orderNo?: string; outTradeNo?: string }): Promise<ApiOrder> {
      const order = await deps.gateway.findOrder(
        caller.merchantId,
        by.orderNo !== undefined ? { number: by.orderNo } : { outTradeNo: by.outTradeNo },
      );
      if (!order) throw apiNotFound('order');
      return orderToApi(order);
    },

    async refund(
      caller: ApiCaller,
      orderNo: string,
      body: RefundBody,
      ip: string,
    ): Promise<{ refund: ApiRefund; isNew: boolean }> {
      const order = await orderOf(caller, orderNo);
      const recorded = await deps.repository.refund(caller.merchantId, body.out_refund_no);
      if (recorded) {
        if (recorded.orderId !== order.id || recorded.amountMinor !== toMinor(body.amount, recorded.currencyId)) {
          throw new ApiError(409, 'out_refund_no_reused', 'merchant_api.out_refund_no_reused');
        }
        // The channel step may not have run (the first attempt failed after the ledger refund): it is idempotent
        // per refund id, so a repeat asks again.
        await refundAtChannel(caller, order.number, recorded.refundId, recorded.amountMinor);
        return { refund: refundToApi(recorded), isNew: false };
      }
      if (order.status !== ORDER_STATUS.paid || order.paymentId === null)
        throw new ApiError(409, 'order_not_paid', 'merchant_api.order_not_paid');
      const minor = amountMinor(body.amount, order.currencyId);
      const { payment, amountMinor: checkedMinor } = await deps.refundRules.checked(
        caller.merchantId,
        order.paymentId,
        Number(minorToString(minor, order.currencyId)),
        null,
      );
      const refund = await deps.refundRules.apply(payment, checkedMinor, {
        reason: body.reason || null,
        idempotencyKey: `api_refund:${body.out_refund_no}`,
        userId: null,
        audit: {
          action: 'refund',
          userId: null,
          ip,
          detail: { source: 'api', key_id: caller.keyId, out_refund_no: body.out_refund_no },
        },
      });
      await deps.repository.recordRefund(caller.merchantId, body.out_refund_no, order.id, refund.id);
      await refundAtChannel(caller, order.number, refund.id, checkedMinor);
      return {
        refund: refundToApi({
          ...refund,
          outRefundNo: body.out_refund_no,
          refundNumber: refund.number,
          orderNumber: order.number,
          createdAt: new Date(refund.createdAt),
        }),
        isNew: true,
      };
    },

    async findRefund(caller: ApiCaller, outRefundNo: string): Promise<ApiRefund> {
      const refund = await deps.repository.refund(caller.merchantId, outRefundNo);
      if (!refund) throw apiNotFound('refund');
      return refundToApi(refund);
    },
  };
}
export type MerchantApiService = ReturnType<typeof createMerchantApiService>;
