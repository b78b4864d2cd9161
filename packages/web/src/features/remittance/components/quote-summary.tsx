import { Alert, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RemittanceQuote } from '@mbo/contracts/calls/remittance';
import { FEE_WAIVER } from '@mbo/contracts/remittance/fees';
import { formatExchangeRate } from '../../../lib/exchange-rate.ts';
import { currencyCode, formatMoney } from '../../../lib/format.ts';

interface QuoteSummaryProps {
  quote: RemittanceQuote;
  /** Seconds the quote is still honoured (a same-currency transfer has no expiry). */
  secondsLeft: number;
  isRateUpdated: boolean;
  /** The recipient chosen is priced differently from the step-1 quote, which this one replaced. */
  isRecipientRepriced?: boolean;
}

/**
 * A remittance quote as the wizard shows it (002 §2): the rate, the fee with the GST it includes, why it is free,
 * the total that leaves the account, what arrives, the speed (and the switch to Advanced when the recipient cannot
 * take Fast), and the seconds the rate is held; a fresh quote after expiry says "The exchange rate was updated".
 * Before a recipient is chosen it says whom it prices (a bank account in the receive currency).
 */
export function QuoteSummary({ quote, secondsLeft, isRateUpdated, isRecipientRepriced = false }: QuoteSummaryProps) {
  const { t } = useTranslation('remittance');
  const send = quote.send_currency_id;
  const receiveCode = currencyCode(quote.receive_currency_id);
  const isBeforeRecipient = quote.recipient_id === null;
  return (
    <div className="remittance-quote" data-testid="remittance-quote">
      {isRateUpdated && (
        <Alert
          type="warning"
          showIcon
          data-testid="remittance-rate-updated"
          title={t('quote.rate_updated')}
          description={t('quote.rate_updated_detail')}
        />
      )}
      {isRecipientRepriced && (
        <Alert type="info" showIcon data-testid="remittance-recipient-repriced" title={t('quote.recipient_repriced')} />
      )}
      {quote.speed_switched && (
        <Alert
          type="info"
          showIcon
          data-testid="remittance-speed-switched"
          title={
            isBeforeRecipient
              ? t('quote.speed_switched_currency', { currency: receiveCode })
              : t('quote.speed_switched')
          }
        />
      )}
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('quote.rate')}>
          <span data-testid="remittance-quote-rate">
            {t('quote.rate_line', {
              send: currencyCode(send),
              rate: formatExchangeRate(quote.rate),
              receive: receiveCode,
            })}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('quote.send_amount')}>{formatMoney(quote.send_amount, send)}</Descriptions.Item>
        <Descriptions.Item label={t('quote.fee')}>
          <span data-testid="remittance-quote-fee">{formatMoney(quote.fee_amount, send)}</span>{' '}
          <Typography.Text type="secondary">
            {t('quote.gst_included', { gst: formatMoney(quote.fee_gst, send) })}
          </Typography.Text>
          {quote.fee_waiver !== FEE_WAIVER.none && (
            <div>
              <Typography.Text type="success" data-testid="remittance-fee-waiver">
                {t(`quote.waiver.${quote.fee_waiver}`)}
              </Typography.Text>
            </div>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('quote.total')}>
          <Typography.Text strong data-testid="remittance-quote-total">
            {formatMoney(quote.total_amount, send)}
          </Typography.Text>{' '}
          <Typography.Text type="secondary">
            {t('quote.available', { amount: formatMoney(quote.send_available, send) })}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('quote.receive_amount')}>
          <Typography.Text strong data-testid="remittance-quote-receive">
            {formatMoney(quote.receive_amount, quote.receive_currency_id)}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('quote.speed')}>{t(`speed.${quote.speed}`)}</Descriptions.Item>
      </Descriptions>
      {quote.expires_in_seconds !== null && (
        <Typography.Paragraph type="secondary" className="remittance-quote__held" data-testid="remittance-quote-held">
          {t('quote.held', { seconds: secondsLeft })}
        </Typography.Paragraph>
      )}
      {isBeforeRecipient && (
        <Typography.Paragraph type="secondary" data-testid="remittance-quote-basis">
          {t('quote.before_recipient', { currency: receiveCode })}
        </Typography.Paragraph>
      )}
    </div>
  );
}
