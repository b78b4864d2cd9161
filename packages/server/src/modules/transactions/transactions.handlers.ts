import type { transactionsCalls } from '@mbo/contracts/calls/transactions';
import type { Handlers } from '../../http/call-context.ts';
import { badRequest, forbidden } from '../../lib/app-error.ts';
import type { MoneyDeps } from '../money-deps.ts';
import { storeScope } from '../store-scope.ts';
import { createBranchesRepository } from './branches.repository.ts';
import { refundsMerchantNumber } from '../refunds/refunds.public.ts';
import { createStatisticsRepository } from './statistics.repository.ts';
import { createStatisticsService } from './statistics.service.ts';
import { createTransactionExportService } from './transaction-export.service.ts';
import { createTransactionListRepository } from './transaction-list.repository.ts';
import { createTransactionListService } from './transaction-list.service.ts';
import { createPaymentTimelineRepository } from './payment-timeline.repository.ts';
import { createPaymentTimelineService } from './payment-timeline.service.ts';
import { exportOwner } from '../exports/exports.public.ts';

type Name = keyof typeof transactionsCalls;

/** The calls of the transactions area: each maps its body to a service (the rules) or a repository (a read). */
export function createTransactionsHandlers(deps: MoneyDeps): Handlers<Name> {
  const rows = createTransactionListRepository(deps.db);
  const merchantNumber = refundsMerchantNumber(deps.db);
  const branches = createBranchesRepository(deps.db);
  const list = createTransactionListService(rows);
  const exporter = createTransactionExportService(list, rows, deps.exportFiles);
  const statistics = createStatisticsService(list, createStatisticsRepository(deps.db));
  const timelines = createPaymentTimelineService(deps.db, createPaymentTimelineRepository(deps.db));

  return {
    async transactionlist_report(ctx, body) {
      return { page_data: await list.list(ctx.merchant, ctx.language, body) };
    },
    async export_transaction_list_report(ctx, body) {
      return exporter.export(ctx.merchant, exportOwner(ctx), ctx.language, body);
    },
    async transaction_detail(ctx, body) {
      const transaction = await list.detail(
        ctx.merchant,
        ctx.language,
        body.transaction_id,
        body.turnover_type,
        storeScope(ctx.merchant),
      );
      // The payment was found within the member's store scope: its story may be told.
      return { transaction, timeline: await timelines.of(ctx.merchant, ctx.language, transaction.payment_id) };
    },
    async refundDetail(ctx, body) {
      if (body.merchant_no !== undefined && body.merchant_no !== (await merchantNumber(ctx.merchant.id))) {
        throw badRequest('transactions.merchant_mismatch');
      }
      return { refund: await list.refund(ctx.merchant, ctx.language, body.refund_id, storeScope(ctx.merchant)) };
    },
    async get_branch_list_of_employee(ctx, body) {
      if (body.employee_id !== undefined && body.employee_id !== ctx.session.userId)
        throw forbidden('errors.forbidden_page');
      return { branchs: await branches.list(ctx.merchant.id, storeScope(ctx.merchant)) };
    },
    async statistics_payment_count(ctx, body) {
      return statistics.payments(ctx.merchant, body);
    },
    async statistics_refund_count(ctx, body) {
      return statistics.refunds(ctx.merchant, body);
    },
    async statistics_net_count(ctx, body) {
      return statistics.net(ctx.merchant, body);
    },
  };
}
