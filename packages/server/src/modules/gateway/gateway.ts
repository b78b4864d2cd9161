import { randomUUID } from 'node:crypto';
import { ORDER_STATUS } from '@mbo/contracts/constants';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import type { MoneyDeps } from '../money-deps.ts';
import { type PaymentPlan, PaymentRejectedError } from '../../money/money.public.ts';
import {
  ChannelUnavailableError,
  type ChannelAdapter,
  type ChannelNotification,
  type ChannelPaymentStatus,
  type ChannelRefundResult,
} from './channel-adapter.ts';
import { createOrdersRepository, type OrderOutcome, type OrderRow } from './orders.repository.ts';
import { createPayPage, type PayPage } from './pay-page.service.ts';
import type { DeploymentChannels } from './deployment-channels.ts';
import type { Sandbox } from './sandbox-channel.ts';
import { orderToApi } from '../merchant-api/merchant-api.public.ts';
import { orderOfUnverifiedMerchant } from '../merchant-gate/merchant-gate.public.ts';

/** An order as the gateway reports it (the pay page, the merchant API and notifications read this). */
export interface OrderView {
  id: number;
  number: string;
  merchantId: number;
  storeId: number;
  outTradeNo: string | null;
  sourceType: number;
  channelId: number | null;
  currencyId: number;
  orderMinor: number;
  /** 1 pending, 2 paid, 3 failed, 4 cancelled, 5 expired. */
  status: number;
  subject: string | null;
  note: string | null;
  /** Where the customer pays (absolute URL: the pay page of the order) and what a QR code of it encodes. */
  payUrl: string;
  qrContent: string;
  /** The channel's own step (the sandbox wallet), once the order is sent to a channel; null before. */
  walletUrl: string | null;
  /** The order's public token (`/pay/o/<token>`). */
  token: string;
  storeName: string;
  /** 1 physical, 2 online, 3 micro-shop: decides the Alipay and UnionPay channel (pay-methods.ts). */
  storeType: number;
  /** The store's payment link token (`/pay/<token>`: where a customer starts again). */
  storePayToken: string;
  /** The store's pay-page logo (an uploaded_files token), or null. */
  storeLogo: string | null;
  returnUrl: string | null;
  paymentId: number | null;
  /** The payment's number (P…) once paid. */
  paymentNumber: string | null;
  /** Surcharge and total the customer pays, once a channel is chosen (from the payment once paid). */
  surchargeMinor: number | null;
  grossMinor: number | null;
  failureReason: string | null;
  createdAt: Date;
  paidAt: Date | null;
  expiresAt: Date;
  /** Whether the merchant is verified now: an unverified merchant's order offers no method and is not paid. */
  merchantVerified: boolean;
  /** The merchant's time zone (IANA), for times shown to the customer. */
  timeZone: string;
}

export interface CreateOrderInput {
  merchantId: number;
  storeId: number;
  /** 1–9: Branch_H5 … Api_App. */
  sourceType: number;
  currencyId: number;
  orderMinor: number;
  channelId?: number | null;
  outTradeNo?: string | null;
  subject?: string | null;
  note?: string | null;
  notifyUrl?: string | null;
  returnUrl?: string | null;
  customerName?: string | null;
  customerPhone?: string | null;
  /** Pay page orders: the token derived from the customer's request id (a repeat finds the same order). */
  payToken?: string;
  /**
   * /v1/ orders: the request's Idempotency-Key, kept on the order. A repeat of the key whose out_trade_no is taken
   * by the order this key created answers that order (its first attempt died before storing its answer).
   */
  idempotencyKey?: string | null;
}

export interface RefundAtChannelInput {
  merchantId: number;
  orderNumber: string;
  /** Our refund's id (the refund path's): the channel refunds once per refund id. */
  refundId: string;
  amountMinor: number;
}

/** Webhook event types the gateway writes (helper H3's relay delivers them). */
export const ORDER_EVENT = { paid: 'order.paid', failed: 'order.failed', cancelled: 'order.cancelled' } as const;

/**
 * Orders and channels: creates orders, sends them to a channel adapter, completes them through the payment path
 * when a channel says they are paid (once, whatever the number of notifications or reloads), and writes the
 * merchant's notification (webhook_events) in the same statement as the order's new state.
 */
export interface Gateway {
  createOrder(input: CreateOrderInput): Promise<OrderView>;
  findOrder(merchantId: number, by: { number?: string; outTradeNo?: string }): Promise<OrderView | null>;
  /** The order a /v1/ request with this Idempotency-Key created under this out_trade_no, if it did. */
  orderCreatedBy(merchantId: number, outTradeNo: string, idempotencyKey: string): Promise<OrderView | null>;
  /** An order by its public token, brought up to date with the channel (see refresh). */
  findOrderByToken(token: string): Promise<OrderView | null>;
  /** Sends a pending order to a channel (again: the same transaction), switching channel when another is asked. */
  sendToChannel(orderId: number, channelId: number): Promise<OrderView>;
  /** Asks the order's channel to refund part of a paid order; records what the channel said (the sandbox books). */
  refundAtChannel(input: RefundAtChannelInput): Promise<ChannelRefundResult>;
  /** What the payment path would record for an order: surcharge and total (the one amounts function). */
  plan(input: {
    merchantId: number;
    storeId: number;
    channelId: number;
    currencyId: number;
    orderMinor: number;
  }): Promise<PaymentPlan | null>;
  /**
   * One pass of the reconciler: pending orders whose channel has been quiet for GATEWAY_QUERY_AFTER_MS, and
   * pending orders past their expiry, brought up to date as a read would (see refresh), oldest first.
   */
  reconcile(limit?: number): Promise<{ checked: number; settled: number }>;
  /** A channel's notification (the adapters call this; exposed for tests). */
  handleNotification(notification: ChannelNotification): Promise<void>;
  /** Tells `listener` each notification (webhook_events) the gateway writes, once committed (its event id). */
  onNotificationWritten(listener: (eventId: string) => void): void;
  /** The sandbox network (its public wallet step) when SANDBOX_CHANNELS is on; null otherwise. */
  sandbox: Sandbox | null;
  /** Whether this deployment has a channel for a payment channel id (the pay page offers only those). */
  hasChannel(channelId: number): boolean;
  /** The customer pay page's rules (pay-page.service.ts). */
  payPage: PayPage;
}

// An event id: 122 random bits (randomUUID draws from a buffered pool; randomBytes asks the system each time).
const eventId = () => `evt_${randomUUID().replaceAll('-', '')}`;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  if (ms <= 0) return promise;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChannelUnavailableError(`channel did not answer within ${ms} ms`)), ms);
    timer.unref();
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The gateway over this deployment's channels and exchange-rate source, which the composition root builds
 * (deployment-channels.ts): the gateway constructs no channel itself.
 */
export function createGateway(deps: MoneyDeps, channels: DeploymentChannels): Gateway {
  const { config } = deps;
  const { sandbox, fxRates } = channels;
  const orders = createOrdersRepository(deps.db);
  const adapters = new Map<number, ChannelAdapter>();
  for (const adapter of channels.adapters) {
    for (const id of adapter.channelIds) adapters.set(id, adapter);
    adapter.onNotification((notification) => handleNotification(notification));
  }
  const notificationListeners: ((eventId: string) => void)[] = [];
  const written = (eventId: string) => {
    for (const listener of notificationListeners) listener(eventId);
  };
  const payPageUrl = (token: string) => `${config.publicUrl.replace(/\/$/, '')}/pay/o/${token}`;

  function adapterOf(channelId: number): ChannelAdapter {
    const adapter = adapters.get(channelId);
    if (!adapter) throw new AppError('BAD_REQUEST', 'gateway.method_unavailable');
    return adapter;
  }

  async function plan(input: {
    merchantId: number;
    storeId: number;
    channelId: number;
    currencyId: number;
    orderMinor: number;
  }) {
    try {
      return await deps.paymentPath.plan({
        ...input,
        sourceType: 1,
        channelTxnId: 'quote',
        exchangeRateMicros: (await fxRates.cnyRateMicros(input.currencyId)) ?? undefined,
      });
    } catch (error) {
      if (error instanceof PaymentRejectedError) return null;
      throw error;
    }
  }

  async function createdBy(
    merchantId: number,
    outTradeNo: string | null,
    idempotencyKey: string | null,
  ): Promise<OrderRow | null> {
    if (outTradeNo === null || idempotencyKey === null) return null;
    const row = await orders.byOutTradeNo(merchantId, outTradeNo);
    return row?.idempotencyKey === idempotencyKey ? row : null;
  }

  /** The order as reported; `planned`: the amounts already worked out for its channel (else worked out here). */
  async function view(row: OrderRow, planned?: PaymentPlan): Promise<OrderView> {
    let surchargeMinor = row.paymentSurchargeMinor;
    let grossMinor = row.paymentGrossMinor;
    if (grossMinor === null && row.channelId !== null) {
      planned ??= (await plan({ ...row, channelId: row.channelId })) ?? undefined;
      surchargeMinor = planned?.values.surchargeMinor ?? null;
      grossMinor = planned?.values.grossMinor ?? null;
    }
    return viewWith(row, { surchargeMinor, grossMinor });
  }

  /** The order as reported, with its amounts already known. */
  function viewWith(
    row: OrderRow,
    { surchargeMinor, grossMinor }: { surchargeMinor: number | null; grossMinor: number | null },
  ): OrderView {
    const payUrl = payPageUrl(row.payToken);
    return {
      id: row.id,
      number: row.number,
      merchantId: row.merchantId,
      storeId: row.storeId,
      outTradeNo: row.outTradeNo,
      sourceType: row.sourceType,
      channelId: row.channelId,
      currencyId: row.currencyId,
      orderMinor: row.orderMinor,
      status: row.status,
      subject: row.subject,
      note: row.note,
      payUrl,
      qrContent: payUrl,
      walletUrl:
        row.channelTxnId && row.status === ORDER_STATUS.pending && sandbox ? sandbox.walletUrl(row.channelTxnId) : null,
      token: row.payToken,
      storeName: row.storeName,
      storeType: row.storeType,
      storePayToken: row.storePayToken,
      storeLogo: row.payLogo,
      returnUrl: row.returnUrl,
      paymentId: row.paymentId,
      paymentNumber: row.paymentNumber,
      surchargeMinor,
      grossMinor,
      failureReason: row.failureReason,
      createdAt: row.createdAt,
      paidAt: row.paidAt,
      timeZone: row.merchantTimeZone,
      expiresAt: row.expiresAt,
      merchantVerified: row.merchantVerified,
    };
  }

  /**
   * The notification's payload: `{event_id, type, created_at, data}`, `data` being the order in its new state as
   * GET /v1/orders/{order_no} shows it (orderToApi builds both). A payment's number is known only once the payment
   * statement writes it: that statement fills in `data.transaction_id`.
   */
  function eventOf(
    type: string,
    row: OrderRow,
    status: number,
    extra: {
      surchargeMinor: number | null;
      grossMinor: number | null;
      paymentNumber: string | null;
      paidAt: Date | null;
    },
  ) {
    const id = eventId();
    const order = {
      ...viewWith(row, extra),
      status,
      paymentNumber: extra.paymentNumber,
      paidAt: extra.paidAt ?? row.paidAt,
    };
    return {
      eventId: id,
      type,
      payload: { event_id: id, type, created_at: new Date().toISOString(), data: orderToApi(order) },
    };
  }

  /**
   * Completes a paid order: the payment path records the payment (idempotent on the channel transaction id, so
   * a repeat answers the first payment) and, in the same statement, the order moves to paid and its notification is
   * written — only by the one call whose payment was created. A repeat whose payment was recorded before moves an
   * order still unpaid (none is, since both commit together; kept for payments recorded by other paths). The
   * channel's "paid" wins over an expiry or failure recorded here (money was taken: it is recorded, never lost);
   * the sandbox itself refuses to pay an expired or decided transaction.
   */
  async function complete(row: OrderRow): Promise<void> {
    if (row.status === ORDER_STATUS.paid || row.channelId === null || row.channelTxnId === null) return;
    const paidEvent = (extra: {
      surchargeMinor: number;
      grossMinor: number;
      paymentNumber: string | null;
      paidAt: Date;
    }) => eventOf(ORDER_EVENT.paid, row, ORDER_STATUS.paid, extra);
    let eventId: string | undefined;
    const { payment, created } = await deps.paymentPath.record(
      {
        merchantId: row.merchantId,
        storeId: row.storeId,
        channelId: row.channelId,
        sourceType: row.sourceType,
        currencyId: row.currencyId,
        orderMinor: row.orderMinor,
        channelTxnId: row.channelTxnId,
        confirmedBy: adapterOf(row.channelId).name,
        exchangeRateMicros: (await fxRates.cnyRateMicros(row.currencyId)) ?? undefined,
        outTxnId: row.outTradeNo ?? row.number,
        customerName: row.customerName,
        customerPhone: row.customerPhone,
        subject: row.subject,
        note: row.note,
      },
      ({ values }) => {
        // The payment's number is known once written: the statement puts it in.
        const event = paidEvent({
          surchargeMinor: values.surchargeMinor,
          grossMinor: values.grossMinor,
          paymentNumber: null,
          paidAt: values.paidAt,
        });
        eventId = event.eventId;
        return orders.paidWithPayment({ orderId: row.id, paidAt: values.paidAt, event });
      },
    );
    // The order moved with this payment (and its notification was written if a notify URL exists).
    if (created) {
      if (eventId) written(eventId);
      return;
    }
    const paidAt = new Date(payment.paidAt);
    await finish({
      orderId: row.id,
      status: ORDER_STATUS.paid,
      paymentId: payment.id,
      paidAt,
      from: 'unpaid',
      event: paidEvent({
        surchargeMinor: payment.surchargeMinor,
        grossMinor: payment.grossMinor,
        paymentNumber: payment.number,
        paidAt,
      }),
    });
  }

  async function finish(outcome: OrderOutcome): Promise<void> {
    if (await orders.finish(outcome)) written(outcome.event.eventId);
  }

  async function end(row: OrderRow, status: number, reason: string): Promise<void> {
    const type = status === ORDER_STATUS.failed ? ORDER_EVENT.failed : ORDER_EVENT.cancelled;
    const planned = row.channelId === null ? null : await plan({ ...row, channelId: row.channelId });
    await finish({
      orderId: row.id,
      status,
      failureReason: reason,
      event: eventOf(type, row, status, {
        surchargeMinor: planned?.values.surchargeMinor ?? null,
        grossMinor: planned?.values.grossMinor ?? null,
        paymentNumber: null,
        paidAt: null,
      }),
    });
  }

  /** Expiry writes no notification (order.paid, order.failed and order.cancelled are the merchant's events). */
  const expire = (row: OrderRow) => orders.expire(row.id);

  /** Applies what the channel says of an order's transaction. */
  async function apply(row: OrderRow, status: ChannelPaymentStatus): Promise<void> {
    if (status === 'paid') await complete(row);
    else if (status === 'failed') await end(row, ORDER_STATUS.failed, 'channel: payment failed');
    else if (status === 'cancelled') await end(row, ORDER_STATUS.cancelled, 'customer cancelled');
  }

  async function handleNotification(notification: ChannelNotification): Promise<void> {
    const row = await orders.byNumber(notification.merchantId, notification.orderNumber);
    // A notification for a transaction the order no longer uses (the customer switched channel) changes nothing.
    if (!row || row.channelTxnId !== notification.channelTxnId || row.channelId !== notification.channelId) return;
    await apply(row, notification.status);
  }

  /**
   * Brings a pending order up to date on read: a transaction the channel has not reported on for
   * GATEWAY_QUERY_AFTER_MS is queried (a late or lost notification completes the order here); an order past its
   * expiry is closed at the channel — if the customer paid first, it completes instead — and becomes expired.
   */
  async function refresh(row: OrderRow): Promise<OrderRow> {
    if (row.status !== ORDER_STATUS.pending) return row;
    const now = Date.now();
    let changed = false;
    if (row.channelTxnId && row.channelId !== null && now - row.updatedAt.getTime() >= config.gatewayQueryAfterMs) {
      const status = await adapterOf(row.channelId).query(row.channelTxnId);
      if (status !== 'pending') {
        await apply(row, status);
        changed = true;
      }
    }
    if (!changed && row.expiresAt.getTime() <= now) {
      if (row.channelTxnId && row.channelId !== null) {
        const status = await adapterOf(row.channelId).close(row.channelTxnId);
        if (status === 'paid' || status === 'failed') await apply(row, status);
        else await expire(row);
      } else {
        await expire(row);
      }
      changed = true;
    }
    return changed ? ((await orders.byId(row.id)) ?? row) : row;
  }

  async function sendToChannel(orderId: number, channelId: number): Promise<OrderView> {
    const row = await orders.byId(orderId);
    if (!row) throw notFound('gateway.order_not_found');
    return send(await refresh(row), channelId);
  }

  async function send(row: OrderRow, channelId: number): Promise<OrderView> {
    const orderId = row.id;
    if (row.status !== ORDER_STATUS.pending) return view(row);
    // Read with the order: no channel transaction, so no way to pay, for a merchant not verified now.
    if (!row.merchantVerified) throw orderOfUnverifiedMerchant();
    const adapter = adapterOf(channelId);
    const planned = await plan({ ...row, channelId });
    if (!planned) throw new AppError('BAD_REQUEST', 'gateway.method_unavailable');
    const previous = row.channelTxnId;
    if (previous && row.channelId !== null && row.channelId !== channelId) {
      // Switching channel: the old transaction is closed first; if the customer paid it meanwhile, that stands.
      const status = await adapterOf(row.channelId).close(previous);
      if (status !== 'pending' && status !== 'cancelled') {
        await apply(row, status);
        return view((await orders.byId(orderId)) ?? row);
      }
    }
    let created;
    for (let attempt = 0; ; attempt += 1) {
      try {
        created = await withTimeout(
          adapter.create({
            merchantId: row.merchantId,
            orderId: row.id,
            orderNumber: row.number,
            channelId,
            currencyId: row.currencyId,
            amountMinor: planned.values.grossMinor,
            subject: row.subject,
            expiresAt: row.expiresAt,
          }),
          config.gatewayChannelTimeoutMs,
        );
        break;
      } catch (error) {
        if (attempt >= config.gatewayChannelRetries) {
          if (error instanceof ChannelUnavailableError) throw new AppError('INTERNAL', 'gateway.channel_unavailable');
          throw error;
        }
        await sleep(100 * (attempt + 1));
      }
    }
    const moved = await orders.setChannel({
      orderId: row.id,
      channelId,
      channelTxnId: created.channelTxnId,
      previousTxnId: previous,
    });
    if (moved) return view({ ...row, channelId, channelTxnId: created.channelTxnId, updatedAt: new Date() }, planned);
    const after = (await orders.byId(orderId)) ?? row;
    if (after.status === ORDER_STATUS.pending && after.channelTxnId !== created.channelTxnId)
      throw conflict('gateway.order_not_payable');
    return view(after);
  }

  const gateway: Gateway = {
    onNotificationWritten: (listener) => void notificationListeners.push(listener),
    sandbox,
    hasChannel: (channelId) => adapters.has(channelId),
    plan,
    handleNotification,
    sendToChannel,

    async createOrder(input) {
      const expiresAt = new Date(Date.now() + config.orderExpiryMs);
      const inserted = await orders.insert({
        merchantId: input.merchantId,
        storeId: input.storeId,
        payToken: input.payToken,
        outTradeNo: input.outTradeNo ?? null,
        idempotencyKey: input.idempotencyKey ?? null,
        sourceType: input.sourceType,
        channelId: null,
        currencyId: input.currencyId,
        orderMinor: input.orderMinor,
        subject: input.subject ?? null,
        note: input.note ?? null,
        customerName: input.customerName ?? null,
        customerPhone: input.customerPhone ?? null,
        notifyUrl: input.notifyUrl ?? null,
        returnUrl: input.returnUrl ?? null,
        expiresAt,
      });
      if (inserted === null) {
        const existing = input.payToken
          ? await orders.byToken(input.payToken)
          : await createdBy(input.merchantId, input.outTradeNo ?? null, input.idempotencyKey ?? null);
        if (!existing) throw conflict('gateway.out_trade_no_used');
        if (existing.status === ORDER_STATUS.pending && input.channelId && existing.channelTxnId === null) {
          return sendToChannel(existing.id, input.channelId);
        }
        return view(await refresh(existing));
      }
      if (input.channelId) return send(inserted, input.channelId);
      return view(inserted);
    },

    async orderCreatedBy(merchantId, outTradeNo, idempotencyKey) {
      const row = await createdBy(merchantId, outTradeNo, idempotencyKey);
      return row ? view(await refresh(row)) : null;
    },

    async findOrder(merchantId, by) {
      const row = by.number
        ? await orders.byNumber(merchantId, by.number)
        : by.outTradeNo
          ? await orders.byOutTradeNo(merchantId, by.outTradeNo)
          : null;
      return row ? view(await refresh(row)) : null;
    },

    async reconcile(limit = 500) {
      const due = await orders.dueForCheck(config.gatewayQueryAfterMs, limit);
      let settled = 0;
      for (const row of due) {
        const after = await refresh(row);
        if (after.status !== ORDER_STATUS.pending) settled += 1;
      }
      return { checked: due.length, settled };
    },

    async findOrderByToken(token) {
      const row = await orders.byToken(token);
      return row ? view(await refresh(row)) : null;
    },

    async refundAtChannel(input) {
      const row = await orders.byNumber(input.merchantId, input.orderNumber);
      if (!row) throw notFound('gateway.order_not_found');
      if (row.status !== ORDER_STATUS.paid || row.channelId === null || row.channelTxnId === null)
        throw conflict('gateway.order_not_paid');
      return adapterOf(row.channelId).refund({
        channelTxnId: row.channelTxnId,
        refundId: input.refundId,
        amountMinor: input.amountMinor,
      });
    },
    get payPage() {
      return payPage;
    },
  };
  const payPage = createPayPage(gateway, orders, deps.secret);
  return gateway;
}
