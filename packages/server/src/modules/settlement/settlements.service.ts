import { PAYOUTS_DEFAULT_DAYS, SETTLEMENT_METHOD, SETTLEMENT_TYPE } from '@mbo/contracts/calls/payouts';
import type { ParsedRequest } from '@mbo/contracts/calls/index';
import type { Language } from '@mbo/contracts/constants';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { MerchantScope } from '../../http/call-context.ts';
import { localDateHour } from '../../lib/time.ts';
import { addDays } from '@mbo/contracts/date-filter';
import { checkedRange } from './payouts-dates.ts';
import { clearingTransactionView, settlementView } from './settlement-view.ts';
import type { SettlementQuery, SettlementRecord, SettlementsRepository } from './settlements.repository.ts';

const WIRE_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;

/** A number typed into the search, or an id sent by an API caller. */
function numberOrId(value: string | number | undefined): Pick<SettlementQuery, 'number' | 'id'> {
  if (value === undefined) return {};
  return typeof value === 'number' ? { id: value } : { number: value.toUpperCase() };
}

/** A clearing_detail time bound in the merchant's time zone; a bare date means the start (or end) of that day. */
function timeBound(text: string | undefined, endOfDay: boolean): string | null {
  if (!text) return null;
  if (!WIRE_TIME.test(text)) throw badRequest('payouts.date_invalid');
  return text.length === 10 ? `${text} ${endOfDay ? '23:59:59' : '00:00:00'}` : text;
}

/** The rules of the payout list, the payout detail and the dashboard's settlement card. */
export function createSettlementsService(repository: SettlementsRepository) {
  const today = (merchant: MerchantScope): string => localDateHour(new Date(), merchant.timeZone).date;

  async function page(query: SettlementQuery) {
    const { rows, total } = await repository.page(query);
    const counts = await repository.transactionCounts(
      query.merchantId,
      rows.map((row) => row.id),
    );
    return { page_data: { data: rows.map((row) => settlementView(row, counts.get(row.id) ?? 0)), total_count: total } };
  }

  return {
    async list(merchant: MerchantScope, body: ParsedRequest<'get_settlement_report_list'>) {
      const date = today(merchant);
      const statusOfType = body.settlement_type === SETTLEMENT_TYPE.all ? undefined : body.settlement_type;
      if (body.status !== undefined && statusOfType !== undefined && body.status !== statusOfType) {
        return { page_data: { data: [], total_count: 0 } };
      }
      return page({
        merchantId: merchant.id,
        ...numberOrId(body.settlement_id),
        currencyId: body.currency,
        status: body.status ?? statusOfType,
        isPositiveOnly: body.amount_is_plus,
        finance: checkedRange(body.finance_start_date, body.finance_end_date, date),
        planned: checkedRange(body.plan_settle_start_date, body.plan_settle_end_date, date, true),
        actual: checkedRange(body.actual_settle_start_date, body.actual_settle_end_date, date),
        kind: body.settlement_method === SETTLEMENT_METHOD.unlimited ? undefined : body.settlement_method,
        ascending: body.sort_type === 1,
        limit: body.page_size,
        offset: (body.page_index - 1) * body.page_size,
      });
    },

    /** The dashboard's list: last 7 days by finance date unless the caller gives a range. */
    async dashboardPage(merchant: MerchantScope, body: ParsedRequest<'Get_Clearing_Page'>) {
      const date = today(merchant);
      const hasRange = [
        body.finance_date_start,
        body.finance_date_end,
        body.plan_settle_date_start,
        body.plan_settle_date_end,
        body.actual_settle_date_start,
        body.actual_settle_date_end,
      ].some((value) => value !== undefined);
      const finance = hasRange
        ? checkedRange(body.finance_date_start, body.finance_date_end, date)
        : { from: addDays(date, -(PAYOUTS_DEFAULT_DAYS - 1)), to: date };
      return page({
        merchantId: merchant.id,
        ...numberOrId(body.clearing_id ?? body.settlement_id),
        currencyId: body.currency_id,
        status: body.status,
        isPositiveOnly: body.amount_is_plus,
        finance,
        planned: checkedRange(body.plan_settle_date_start, body.plan_settle_date_end, date, true),
        actual: checkedRange(body.actual_settle_date_start, body.actual_settle_date_end, date),
        ascending: body.sort_type === 1,
        limit: body.page_size,
        offset: (body.page_index - 1) * body.page_size,
      });
    },

    async detail(merchant: MerchantScope, body: ParsedRequest<'clearing_detail'>, language: Language) {
      const merchantId = merchant.id;
      const settlement: SettlementRecord | undefined = await repository.find(merchantId, body.clearing_id);
      if (!settlement) throw notFound('payouts.not_found');
      const { timeZone } = merchant;
      const range = { from: timeBound(body.begin_time, false), to: timeBound(body.end_time, true), timeZone };
      const [{ rows, total }, counts] = await Promise.all([
        repository.transactions(
          merchantId,
          settlement.id,
          range,
          body.sort_type === 1,
          body.page_size,
          (body.page_index - 1) * body.page_size,
        ),
        repository.transactionCounts(merchantId, [settlement.id]),
      ]);
      return {
        settlement: settlementView(settlement, counts.get(settlement.id) ?? 0),
        page_data: {
          data: rows.map((row) => clearingTransactionView(row, settlement.currencyId, timeZone, language)),
          total_count: total,
        },
      };
    },
  };
}
export type SettlementsService = ReturnType<typeof createSettlementsService>;
