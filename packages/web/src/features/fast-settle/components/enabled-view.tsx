import { Alert, Button, Descriptions, Space } from 'antd';
import type { FastSettleConfigView } from '@mbo/contracts/calls/fast-settle';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWaitingChange } from '../api/fast-settle.ts';
import { onOffText, rangeText } from '../lib/fast-settle-text.ts';
import { FeeTable } from './fee-table.tsx';

/** The "enabled" state (first document §2, status 2): on/off, range, the fee table; a waiting change, a pending one. */
export function EnabledView({
  merchantId,
  config,
  pendingCount,
  onEdit,
}: {
  merchantId: number;
  config: FastSettleConfigView | null;
  pendingCount: number;
  onEdit: () => void;
}) {
  const { t, i18n } = useTranslation('fast-settle');
  const waiting = useWaitingChange(merchantId, i18n.language);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {waiting.data && (
        <Alert
          type="info"
          showIcon
          title={t('enabled.waiting', { bill_no: waiting.data.bill_no, time: waiting.data.active_time ?? '' })}
        />
      )}
      {pendingCount > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('enabled.pending')}
          action={<Link to="/settlementList">{t('enabled.pending_link')}</Link>}
        />
      )}
      {config ? (
        <Descriptions column={1} bordered size="small" data-testid="fast-settle-config">
          <Descriptions.Item label={t('enabled.state')}>{onOffText(t, config.is_fast_settle)}</Descriptions.Item>
          <Descriptions.Item label={t('enabled.range')}>{rangeText(t, config.fast_settlement_range)}</Descriptions.Item>
          <Descriptions.Item label={t('enabled.since')}>{config.active_time}</Descriptions.Item>
        </Descriptions>
      ) : (
        <Alert type="info" title={t('enabled.none')} />
      )}
      <FeeTable merchantId={merchantId} />
      <Space className="fast-settle-page__actions">
        <Button type="primary" onClick={onEdit}>
          {t('enabled.edit')}
        </Button>
        <Link to="/settlementList">
          <Button>{t('enabled.history')}</Button>
        </Link>
      </Space>
    </Space>
  );
}
