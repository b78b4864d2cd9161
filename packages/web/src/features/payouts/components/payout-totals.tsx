import { useTranslation } from 'react-i18next';
import { Alert, Col, Descriptions, Row, Statistic, Typography } from 'antd';
import { SETTLEMENT_FEE_REFERENCE_USD_PER_AUD } from '@mbo/contracts/constants';
import { CURRENCY_ID } from '@mbo/contracts/lookups/currencies';
import {
  SETTLEMENT_METHOD,
  SETTLEMENT_STATUS,
  type PayoutAccount,
  type Settlement,
} from '@mbo/contracts/calls/payouts';
import { formatMoney, formatRate } from '../../../lib/format.ts';
import { describePayoutAccount } from '../../../lib/payout-account.ts';
import { SettlementStatus } from './settlement-status.tsx';

/** "Bank account · Commonwealth Bank · BSB 062-000 · ****5678 · Harbour Noodle House", or the global account's number. */
export function paidTo(label: string, account: PayoutAccount | null | undefined): string {
  return account ? `${label} · ${describePayoutAccount(account)}` : label;
}

/**
 * A payout's totals (second document, section 2): payment, refund, merchant fee, settlement fee and the actual
 * settled amount, then the rest of the settlement: dates, net, settlement rate, estimated amount, where it is paid.
 */
export function PayoutTotals({ settlement, account }: { settlement: Settlement; account?: PayoutAccount | null }) {
  const { t } = useTranslation('payouts');
  const money = (major: number) => formatMoney(major, settlement.currency_id);
  const isPaid = settlement.status === SETTLEMENT_STATUS.paid;
  const isFast = settlement.settlement_method === SETTLEMENT_METHOD.fast;
  const isBack = settlement.status === SETTLEMENT_STATUS.returned || settlement.status === SETTLEMENT_STATUS.failed;
  const figures: [string, string, string][] = [
    ['payment', t('detail.payment'), money(settlement.payment_amount)],
    ['refund', t('detail.refund'), money(settlement.refund_amount)],
    ['merchant-fee', t('detail.merchant_fee'), money(settlement.merchant_fee_amount)],
    ['settlement-fee', t('detail.settlement_fee'), money(settlement.disburse_fee_amount)],
    ...(isFast
      ? [['fast-fee', t('detail.fast_fee'), money(settlement.fast_fee_amount)] as [string, string, string]]
      : []),
    ...(settlement.return_fee_amount !== 0
      ? [['return-fee', t('detail.return_fee'), money(settlement.return_fee_amount)] as [string, string, string]]
      : []),
    ['actual', t('detail.actual'), isPaid ? money(settlement.settle_amount) : t('detail.not_paid')],
  ];

  return (
    <div className="payout-totals">
      {isBack && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="payout-returned-note"
          message={t(settlement.status === SETTLEMENT_STATUS.returned ? 'detail.returned_note' : 'detail.failed_note')}
        />
      )}
      <Row gutter={[16, 16]}>
        {figures.map(([key, title, value]) => (
          <Col key={key} xs={12} md={8} xl={4}>
            <Statistic
              title={title}
              value={value}
              prefix={isPaid || key !== 'actual' ? settlement.currency : undefined}
              data-testid={`payout-total-${key}`}
            />
          </Col>
        ))}
      </Row>
      {settlement.disburse_fee_amount !== 0 && settlement.currency_id !== CURRENCY_ID.AUD && (
        <Typography.Paragraph type="secondary" data-testid="payout-fee-converted">
          {t('detail.fee_converted', {
            amount: money(settlement.disburse_fee_amount),
            rate: SETTLEMENT_FEE_REFERENCE_USD_PER_AUD,
          })}
        </Typography.Paragraph>
      )}
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        className="payout-totals__details"
        style={{ marginTop: 24 }}
      >
        <Descriptions.Item label={t('detail.number')}>{settlement.settlement_id}</Descriptions.Item>
        <Descriptions.Item label={t('detail.status')}>
          <SettlementStatus status={settlement.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.target')}>
          <span data-testid="payout-account">{paidTo(t(`target.${settlement.payout_target}`), account)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.cycle')}>{t(`cycle.${settlement.settlement_method}`)}</Descriptions.Item>
        <Descriptions.Item label={t('detail.finance_date')}>{settlement.finance_date}</Descriptions.Item>
        <Descriptions.Item label={t('detail.planned_date')}>{settlement.plan_settle_date}</Descriptions.Item>
        <Descriptions.Item label={t('detail.actual_date')}>{settlement.actual_settle_date ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('detail.net')}>{money(settlement.clear_amount)}</Descriptions.Item>
        <Descriptions.Item label={t('detail.settlement_rate')}>
          {formatRate(settlement.settlement_rate)}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.estimated')}>{money(settlement.settle_amount)}</Descriptions.Item>
        {settlement.repaid_amount !== 0 && (
          <Descriptions.Item label={t('detail.repaid')}>{money(settlement.repaid_amount)}</Descriptions.Item>
        )}
        {settlement.global_account_refund_amount !== 0 && (
          <Descriptions.Item label={t('detail.global_refund')}>
            {money(settlement.global_account_refund_amount)}
          </Descriptions.Item>
        )}
      </Descriptions>
    </div>
  );
}
