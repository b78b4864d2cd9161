import type { gatewayCalls } from '@mbo/contracts/calls/gateway';
import type { Handlers } from '../../http/call-context.ts';
import type { Gateway } from './gateway.ts';

/** The public pay page and sandbox wallet calls; the rules live in pay-page.service.ts and the gateway. */
export function createGatewayHandlers(gateway: Gateway): Handlers<keyof typeof gatewayCalls> {
  const { payPage } = gateway;
  return {
    'pay/store': async (_ctx, body) => ({ store: await payPage.store(body.pay_token) }),
    'pay/quote': async (_ctx, body) => ({ quotes: await payPage.quote(body.pay_token, body.amount, body.currency_id) }),
    'pay/create_order': async (_ctx, body) => ({
      order: await payPage.createOrder({
        payToken: body.pay_token,
        clientRequestId: body.client_request_id,
        amount: body.amount,
        currencyId: body.currency_id,
        method: body.method,
        note: body.note,
        customerName: body.customer_name,
        customerPhone: body.customer_phone,
      }),
    }),
    'pay/order': async (_ctx, body) => ({ order: await payPage.order(body.order_token) }),
    'pay/pay_order': async (_ctx, body) => ({ order: await payPage.payOrder(body.order_token, body.method) }),
    'sandbox/wallet': async (_ctx, body) => ({ wallet: await payPage.wallet(body.txn_token) }),
    'sandbox/wallet_action': async (_ctx, body) => payPage.walletAction(body.txn_token, body.action),
  };
}
