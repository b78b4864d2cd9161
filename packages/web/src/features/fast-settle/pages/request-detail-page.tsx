import { Button, Card, Descriptions, Skeleton, Typography } from 'antd';
import { FAST_SETTLE_REQUEST_STATUS } from '@mbo/contracts/calls/fast-settle';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { MissingRecord } from '../../../components/missing-record.tsx';
import { SettlementTabs } from '../../../components/settlement-tabs.tsx';
import { useSession } from '../../../lib/session.ts';
import { useRequest } from '../api/fast-settle.ts';
import { RequestStatus } from '../components/request-status.tsx';
import { onOffText, percentText, rangeText } from '../lib/fast-settle-text.ts';
import '../fast-settle.css';

const idOf = (value: string | null): number | null => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * /settlementListDetail?id=… and /settlementSetDetail?id=…: one T+0 request — status, the reason when rejected (in
 * the user's language), on/off, range, rates, application time, the expected effective time when completed.
 */
export default function RequestDetailPage() {
  const { t, i18n } = useTranslation('fast-settle');
  const merchantId = useSession().merchant?.id ?? 0;
  const [searchParams] = useSearchParams();
  const backTo = useLocation().pathname === '/settlementSetDetail' ? '/settlementSet' : '/settlementList';
  const id = idOf(searchParams.get('id'));
  const request = useRequest(merchantId, id, i18n.language);

  if (id === null || request.isError)
    return <MissingRecord title={t('detail.missing')} backTo={backTo} backLabel={t('detail.back')} />;
  const row = request.data;
  return (
    <div className="fast-settle-page">
      <SettlementTabs />
      <Card>
        {!row ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : (
          <>
            <Typography.Title level={2} className="fast-settle-page__title">
              {t('detail.title', { bill_no: row.bill_no })}
            </Typography.Title>
            <Descriptions column={1} bordered size="small" data-testid="fast-settle-request">
              <Descriptions.Item label={t('detail.status')}>
                <RequestStatus status={row.bill_status} name={row.bill_status_name} />
              </Descriptions.Item>
              {row.bill_status === FAST_SETTLE_REQUEST_STATUS.rejected && (
                <Descriptions.Item label={t('detail.reason')}>{row.reason}</Descriptions.Item>
              )}
              <Descriptions.Item label={t('detail.on_off')}>{onOffText(t, row.is_fast_settle)}</Descriptions.Item>
              <Descriptions.Item label={t('detail.range')}>
                {rangeText(t, row.fast_settlement_range_list)}
              </Descriptions.Item>
              <Descriptions.Item label={t('detail.rates')}>
                {`${t('fees.workday')} ${percentText(row.work_fee_rate)} / ${t('fees.holiday')} ${percentText(row.every_fee_rate)}`}
              </Descriptions.Item>
              <Descriptions.Item label={t('detail.created')}>{row.create_date}</Descriptions.Item>
              {row.bill_status === FAST_SETTLE_REQUEST_STATUS.completed && (
                <Descriptions.Item label={t('detail.effective')}>{row.active_time}</Descriptions.Item>
              )}
              <Descriptions.Item label={t('detail.source')}>
                {t(row.source === 'provider' ? 'detail.source_provider' : 'detail.source_merchant')}
              </Descriptions.Item>
            </Descriptions>
            <Link to={backTo}>
              <Button className="fast-settle-page__actions">{t('detail.back')}</Button>
            </Link>
          </>
        )}
      </Card>
    </div>
  );
}
