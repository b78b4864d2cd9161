import type { transactionsCalls } from '@mbo/contracts/calls/transactions';
import { toMajor } from '@mbo/contracts/money';
import type { Handlers } from '../../http/call-context.ts';
import { badRequest, forbidden } from '../../lib/app-error.ts';
import type { MoneyDeps } from '../money-deps.ts';
import { storeScope } from '../store-scope.ts';
import { createBalancesService } from './balances.service.ts';
import { createBranchesRepository } from './branches.repository.ts';
import { createRefundsRepository } from './refunds.repository.ts';
import { createRefundsService } from './refunds.service.ts';
import { createStatisticsRepository } from './statistics.repository.ts';
import { createTransactionExportService } from './transaction-export.service.ts';
import { canMatch } from './transaction-filter.ts';
import { createTransactionListRepository } from './transaction-list.repository.ts';
import { createTransactionListService } from './transaction-list.service.ts';

type Name = keyof typeof transactionsCalls;

/** The calls of the transactions area: each maps its body to a service (the rules) or a repository (a read). */
export function createTransactionsHandlers(deps: MoneyDeps): Handlers<Name> {
  const rows = createTransactionListRepository(deps.db);
  const refundsRepository = createRefundsRepository(deps.db);
  const statistics = createStatisticsRepository(deps.db);
  const branches = createBranchesRepository(deps.db);
  const list = createTransactionListService(rows);
  const exporter = createTransactionExportService(list, rows, deps.exportFiles);
  const balances = createBalancesService(deps.ledger, refundsRepository);
  const refunds = createRefundsService({
    refunds: refundsRepository,
    rows,
    refundPath: deps.refundPath,
    codes: deps.codes,
    audit: deps.audit,
    codeResendMs: deps.config.codeResendMs,
  });

  /** Totals of a statistics call's range in its currency, within the caller's stores. */
  async function totals(ctx: Parameters<Handlers<'statistics_payment_count'>['statistics_payment_count']>[0], body: { currency_id: number; start_time: string; end_time: string }) {
    const filter = await list.filterFor(ctx.merchant, { begin_time: body.start_time, end_time: body.end_time, currency: body.currency_id, sort_type: 2 });
    if (!canMatch(filter)) return { paymentCount: 0, paymentMinor: 0, refundCount: 0, refundMinor: 0, feeMinor: 0 };
    return statistics.totals(filter);
  }

  return {
    async transactionlist_report(ctx, body) {
      return { page_data: await list.list(ctx.merchant, ctx.language, body) };
    },
    async export_transaction_list_report(ctx, body) {
      return exporter.export(ctx.merchant, ctx.language, body);
    },
    async transaction_detail(ctx, body) {
      return { transaction: await list.detail(ctx.merchant, ctx.language, body.transaction_id, body.turnover_type, storeScope(ctx.merchant)) };
    },
    async refundDetail(ctx, body) {
      if (body.merchant_no !== undefined && body.merchant_no !== (await refundsRepository.merchantNumber(ctx.merchant.id))) {
        throw badRequest('transactions.merchant_mismatch');
      }
      return { refund: await list.refund(ctx.merchant, ctx.language, body.refund_id, storeScope(ctx.merchant)) };
    },
    async get_branch_list_of_employee(ctx, body) {
      if (body.employee_id !== undefined && body.employee_id !== ctx.session.userId) throw forbidden('errors.forbidden_page');
      return { branchs: await branches.list(ctx.merchant.id, storeScope(ctx.merchant)) };
    },
    async statistics_payment_count(ctx, body) {
      const sums = await totals(ctx, body);
      return { amount: toMajor(sums.paymentMinor, body.currency_id), quatity: sums.paymentCount };
    },
    async statistics_refund_count(ctx, body) {
      const sums = await totals(ctx, body);
      return { amount: toMajor(sums.refundMinor, body.currency_id), quatity: sums.refundCount };
    },
    async statistics_net_count(ctx, body) {
      const sums = await totals(ctx, body);
      return { amount: toMajor(sums.paymentMinor - sums.refundMinor - sums.feeMinor, body.currency_id), quatity: sums.paymentCount + sums.refundCount };
    },

    async get_merchant_payment_config(_ctx, body) {
      return balances.paymentConfig(body.payment_channel_id);
    },
    async get_real_refund_amount(ctx, body) {
      return refunds.realAmount(ctx, body.transaction_id, body.amount);
    },
    async get_refund_account(ctx, body) {
      return balances.refundAccount(ctx.merchant.id, body.currency_id);
    },
    async get_refund_global_account_balance(ctx, body) {
      return balances.globalAccountBalance(ctx.merchant.id, body.account_id);
    },
    async Get_Total_Balance(ctx, body) {
      return balances.totalBalance(ctx.merchant.id, body.currency_id);
    },
    async send_refund_code(ctx, body) {
      return refunds.sendCode(ctx, body.transaction_id, body.amount);
    },
    async merchant_refund(ctx, body) {
      const refund = await refunds.refund(ctx, {
        transactionId: body.transaction_id,
        amount: body.amount,
        reason: body.reason,
        code: body.code,
        requestId: body.request_id,
        merchantNumber: body.merchant_number,
      });
      return { refund };
    },
  };
}
