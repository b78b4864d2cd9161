import type { Handlers } from '../../http/call-context.ts';
import type { FxService } from './fx.service.ts';
import type { RateAlerts } from './rate-alerts.service.ts';

/** FX: rates, quotes, conversions on the global account, and rate alerts (`rateRemid`). */
export function createFxHandlers(
  fx: FxService,
  alerts: RateAlerts,
): Handlers<
  'fx/GetRates' | 'fx/GetQuote' | 'fx/Convert' | 'fx/GetRateAlerts' | 'fx/AddRateAlert' | 'fx/DeleteRateAlert'
> {
  return {
    async 'fx/GetRates'(ctx, body) {
      return fx.rates(ctx.merchant, body.sell_currency_id);
    },
    async 'fx/GetQuote'(ctx, body) {
      return { quote: await fx.quote(ctx.merchant, ctx.session.userId, body) };
    },
    async 'fx/Convert'(ctx, body) {
      return { conversion: await fx.convert(ctx.merchant, ctx.session.userId, body) };
    },
    async 'fx/GetRateAlerts'(ctx) {
      return { data: await alerts.list(ctx.merchant, ctx.session.userId) };
    },
    async 'fx/AddRateAlert'(ctx, body) {
      return { alert: await alerts.add(ctx.merchant, ctx.session.userId, body) };
    },
    async 'fx/DeleteRateAlert'(ctx, body) {
      await alerts.remove(ctx.merchant.id, ctx.session.userId, body.id);
      return {};
    },
  };
}
