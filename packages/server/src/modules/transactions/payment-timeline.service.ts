import type { PaymentTimeline } from '@mbo/contracts/calls/payment-timeline';
import { canAccessPage } from '@mbo/contracts/access';
import type { Language } from '@mbo/contracts/constants';
import { translate } from '@mbo/contracts/i18n';
import { currencyById } from '@mbo/contracts/lookups/currencies';
import { toMajor } from '@mbo/contracts/money';
import type { Database } from '@mbo/db/client';
import type { MerchantMembership } from '../../http/call-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { timelinePayouts } from '../settlement/settlement.public.ts';
import type { PaymentTimelineRepository } from './payment-timeline.repository.ts';

/**
 * The story of one payment (issue 13 §2): its refunds (who made each) and the payouts they were cleared in. The
 * caller has already found the payment within the member's store scope; payouts are merchant-wide money, so a
 * member who may not open payouts (a cashier) learns when the money was paid, not which payout or account.
 */
export function createPaymentTimelineService(db: Database, repository: PaymentTimelineRepository) {
  return {
    async of(membership: MerchantMembership, language: Language, paymentId: number): Promise<PaymentTimeline> {
      const [payment, refunds] = await Promise.all([
        repository.payment(membership.id, paymentId),
        repository.refunds(membership.id, paymentId),
      ]);
      if (!payment) throw notFound();
      const currency = Number(payment.currency_id);
      const settlementIds = [payment.settlement_id, ...refunds.map((refund) => refund.settlement_id)].flatMap((id) =>
        id === null ? [] : [Number(id)],
      );
      const payouts = await timelinePayouts(
        db,
        membership.id,
        settlementIds,
        language,
        canAccessPage(membership.roles, 'payoutDetail'),
      );
      const payoutOf = (id: number | null) => (id === null ? null : (payouts.get(Number(id)) ?? null));
      return {
        payment_id: Number(payment.payment_id),
        payment_number: payment.payment_number,
        currency,
        currency_number: currencyById(currency)?.code ?? String(currency),
        amount: toMajor(Number(payment.gross_minor), currency),
        created_at: payment.created_local,
        paid_at: payment.paid_local,
        payout: payoutOf(payment.settlement_id),
        refunds: refunds.map((refund) => ({
          id: Number(refund.id),
          number: refund.number,
          amount: toMajor(Number(refund.amount_minor), currency),
          status: Number(refund.status),
          status_name: translate(language, `transactions.refund_status.${Number(refund.status)}`),
          create_date_time: refund.created_local,
          reason: refund.reason,
          created_by: refund.api_refund_no === null ? refund.user_name : null,
          is_api: refund.api_refund_no !== null,
          api_refund_no: refund.api_refund_no,
          payout: payoutOf(refund.settlement_id),
        })),
      };
    },
  };
}
