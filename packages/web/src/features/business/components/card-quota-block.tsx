import { Card, Col, Progress, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { CARD_QUOTA_DAYS } from '@mbo/contracts/constants';
import { CURRENCY_ID } from '@mbo/contracts/lookups/currencies';
import { useCardQuota } from '../api/get-card-quota.ts';
import { formatMoney } from '../../../lib/format.ts';

/** The 14-day card collection quota in AUD: limit, used and remaining (shown when the merchant has card channel 9). */
export function CardQuotaBlock({ merchantId }: { merchantId: number }) {
  const { t } = useTranslation('business');
  const quota = useCardQuota(merchantId, true);
  const data = quota.data;
  const usedPercent =
    data && data.FourteenDayCollectionLimit > 0
      ? Math.min(100, (data.CardpayFourteenDayAmount / data.FourteenDayCollectionLimit) * 100)
      : 0;

  return (
    <Card title={t('quota.title', { days: CARD_QUOTA_DAYS })} loading={quota.isLoading} data-testid="business-quota">
      {data && (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={24} md={8}>
              <Statistic
                title={t('quota.limit', { days: CARD_QUOTA_DAYS })}
                value={formatMoney(data.FourteenDayCollectionLimit, CURRENCY_ID.AUD)}
              />
            </Col>
            <Col xs={24} md={8}>
              <Statistic title={t('quota.used')} value={formatMoney(data.CardpayFourteenDayAmount, CURRENCY_ID.AUD)} />
            </Col>
            <Col xs={24} md={8}>
              <Statistic title={t('quota.remaining')} value={formatMoney(data.remaining, CURRENCY_ID.AUD)} />
            </Col>
          </Row>
          <Progress
            percent={Math.round(usedPercent)}
            status={data.remaining === 0 ? 'exception' : 'normal'}
            aria-label={t('quota.used_share')}
          />
          <p className="business-page__note">{t('quota.note', { days: CARD_QUOTA_DAYS })}</p>
        </>
      )}
    </Card>
  );
}
