import { canAccessPage } from '@mbo/contracts/access';
import { ATTEMPT_STATUSES, type Attempt, type Found } from '@mbo/contracts/calls/transaction-finding';
import type { Language } from '@mbo/contracts/constants';
import { translate } from '@mbo/contracts/i18n';
import { sourceTypeName } from '@mbo/contracts/lookups/source-types';
import { toMajor } from '@mbo/contracts/money';
import type { MerchantMembership } from '../../http/call-context.ts';
import { storeScope } from '../store-scope.ts';
import type { FindingRepository, FoundRow } from './finding.repository.ts';
import { toListFilter } from './transaction-filter.ts';
import { labelsFor, paymentStatus } from './transaction-rows.ts';

const STATUS_KEY: Record<FoundRow['kind'], string> = {
  payment: 'transactions.payment_status',
  refund: 'transactions.refund_status',
  payout: 'transactions.payout_status',
  order: 'transactions.order_status',
};

function toFound(row: FoundRow, language: Language): Found {
  const labels = labelsFor(language);
  const status =
    row.kind === 'payment'
      ? paymentStatus({ refunded_minor: row.refunded_minor ?? 0, gross_minor: row.gross_minor ?? 0 })
      : row.status;
  return {
    kind: row.kind,
    matched_by: row.matched_by,
    id: row.id,
    number: row.number,
    payment_id: row.payment_id,
    time: row.time,
    amount: toMajor(row.amount_minor, row.currency_id),
    currency_number: labels.currencyCode(row.currency_id),
    status,
    status_name: translate(language, `${STATUS_KEY[row.kind]}.${status}`),
  };
}

/**
 * Finding a payment (issue 13 §3): one number across every date and filter, and the attempts that ended without a
 * payment. Scoped like the list: the merchant of the membership, a cashier's store; payouts for the roles that
 * open the payouts page.
 */
export function createFindingService(repository: FindingRepository) {
  return {
    async find(membership: MerchantMembership, language: Language, number: string): Promise<Found[]> {
      const rows = await repository.byNumber(
        membership.id,
        membership.timeZone,
        number,
        storeScope(membership),
        canAccessPage(membership.roles, 'payout'),
      );
      const seen = new Set<string>();
      return rows
        .filter((row) => {
          const key = `${row.kind}:${row.id}`;
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        })
        .map((row) => toFound(row, language));
    },

    async attempts(
      membership: MerchantMembership,
      language: Language,
      body: {
        begin_time: string;
        end_time: string;
        status?: 3 | 4 | 5 | undefined;
        branch_id?: number[] | undefined;
        page_index: number;
        page_size: number;
      },
    ): Promise<{ data: Attempt[]; total_count: number }> {
      const { timeZone } = membership;
      const filter = toListFilter(membership, timeZone, { ...body, sort_type: 2 });
      if (filter.stores !== null && filter.stores.length === 0) return { data: [], total_count: 0 };
      const { rows, total } = await repository.attempts(
        {
          merchantId: membership.id,
          timeZone,
          from: filter.range.from,
          to: filter.range.to,
          statuses: body.status ? [body.status] : ATTEMPT_STATUSES,
          stores: filter.stores,
        },
        (body.page_index - 1) * body.page_size,
        body.page_size,
      );
      const labels = labelsFor(language);
      return {
        total_count: total,
        data: rows.map((row) => ({
          id: Number(row.id),
          number: row.number,
          out_trade_no: row.out_trade_no,
          created_at: row.created_local,
          branch: Number(row.store_id),
          branch_name: row.store_name,
          source_name: sourceTypeName(Number(row.source_type), language),
          payment_channel: row.channel_id === null ? null : labels.channel(Number(row.channel_id)).name,
          amount: toMajor(Number(row.order_minor), Number(row.currency_id)),
          currency_number: labels.currencyCode(Number(row.currency_id)),
          status: Number(row.status),
          status_name: translate(language, `transactions.order_status.${Number(row.status)}`),
          failure_reason: row.failure_reason,
        })),
      };
    },
  };
}
