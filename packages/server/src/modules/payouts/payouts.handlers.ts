import type { payoutsCalls } from '@mbo/contracts/calls/payouts';
import type { Handlers } from '../../http/call-context.ts';
import type { MoneyDeps } from '../money-deps.ts';
import { storeScope } from '../store-scope.ts';
import { createDailySummaryRepository } from './daily-summary.repository.ts';
import { createDailySummaryService } from './daily-summary.service.ts';
import { createMonthlyReportService } from './monthly/monthly-report.service.ts';
import { createStatementDataRepository } from './monthly/statement-data.repository.ts';
import { createSettlementsRepository } from '../settlement/settlement.public.ts';
import { createSettlementsService, payoutAccount, payoutStory } from '../settlement/settlement.public.ts';
import { createBalanceRepository } from './balance.repository.ts';
import { createBalanceService } from './balance.service.ts';
import { exportOwner } from '../exports/exports.public.ts';

export function createPayoutsHandlers({
  db,
  exportFiles,
  ledger,
}: Pick<MoneyDeps, 'db' | 'exportFiles' | 'ledger'>): Handlers<keyof typeof payoutsCalls> {
  const settlements = createSettlementsService(createSettlementsRepository(db));
  const dailySummary = createDailySummaryService(createDailySummaryRepository(db));
  const monthly = createMonthlyReportService({ db, data: createStatementDataRepository(db), exportFiles });
  const balance = createBalanceService({
    db,
    ledger,
    balances: createBalanceRepository(db),
  });

  return {
    get_settlement_report_list: (ctx, body) => settlements.list(ctx.merchant, body),
    async clearing_detail(ctx, body) {
      const detail = await settlements.detail(ctx.merchant, body, ctx.language);
      const account = await payoutAccount(db, ctx.merchant.id, detail.settlement.id, ctx.language);
      const story = await payoutStory(db, ctx.merchant.id, detail.settlement.id);
      return { ...detail, settlement_account: account, story };
    },
    async Get_Clearing_Page(ctx, body) {
      // Settlements are merchant-wide money; a member who sees one store only (a cashier) gets none of them.
      if (storeScope(ctx.merchant) !== null) return { page_data: { data: [], total_count: 0 } };
      return settlements.dashboardPage(ctx.merchant, body);
    },
    daily_summary_report: (ctx, body) => dailySummary.report(ctx.merchant, body),
    get_balance: (ctx) => balance.balance(ctx.merchant, ctx.language),
    export_monthly_report: (ctx, body) => monthly.export(ctx.merchant, exportOwner(ctx), body, ctx.language),
  };
}
