import { CURRENCY_ID } from '@mbo/contracts/lookups/currencies';
import type { dashboardCalls } from '@mbo/contracts/calls/dashboard';
import type { Handlers } from '../../http/call-context.ts';
import type { MoneyDeps } from '../money-deps.ts';
import { createReportsRepository } from './dashboard.repository.ts';
import { createReportsService } from './dashboard.service.ts';

/** The dashboard's calls: each maps its body to the reports service (rules there, queries in the repository). */
export function createDashboardHandlers(deps: Pick<MoneyDeps, 'db'>): Handlers<keyof typeof dashboardCalls> {
  const repository = createReportsRepository(deps.db);
  const reports = createReportsService(repository);
  return {
    // The spec's transactions document names no currency for this call; without one it is AUD, the settlement currency.
    today_summary_report: (ctx, body) => reports.todaySummary(ctx.merchant, body.currency ?? CURRENCY_ID.AUD),
    SummaryReport: (ctx, body) => reports.summary(ctx.merchant, body),
    PriceReport: (ctx, body) => reports.priceBands(ctx.merchant, body),
    ChannelReport: (ctx, body) => reports.channels(ctx.merchant, body),
    TrendReport: (ctx, body) => reports.trend(ctx.merchant, body, body.groupTimeType),
    TimeReport: (ctx, body) => reports.timeDistribution(ctx.merchant, body, body.groupTimeType, ctx.language),
    get_setup_checklist: async (ctx) => {
      const steps = await repository.setupSteps(ctx.merchant.id);
      return {
        has_payments: steps.payment,
        settlement_account: steps.settlementAccount,
        store: steps.store,
        first_payment: steps.payment,
        api_key: steps.apiKey,
      };
    },
  };
}
