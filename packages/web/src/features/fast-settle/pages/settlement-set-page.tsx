import { App, Card, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FAST_SETTLE, FAST_SETTLE_PAGE_STATE } from '@mbo/contracts/calls/fast-settle';
import { tShared } from '../../../i18n/i18n.ts';
import { SettlementTabs } from '../../../components/settlement-tabs.tsx';
import { useSession } from '../../../lib/session.ts';
import { useFastSettleConfig, usePendingCount } from '../api/fast-settle.ts';
import { EditModal } from '../components/edit-modal.tsx';
import { EnabledView } from '../components/enabled-view.tsx';
import { ExplainModal } from '../components/explain-modal.tsx';
import { PromoView } from '../components/promo-view.tsx';
import '../fast-settle.css';

/**
 * /settlementSet: T+0 same-day settlement in its two states (not enabled: the promotion; enabled: the configuration
 * in force and the fee table). Opening the edit asks the server for requests under review first and refuses with
 * the spec's message while there is one (§4, §8).
 */
export default function SettlementSetPage() {
  const { t } = useTranslation('fast-settle');
  const { modal } = App.useApp();
  const merchantId = useSession().merchant?.id ?? 0;
  const config = useFastSettleConfig(merchantId);
  const pending = usePendingCount(merchantId);
  const [isEditing, setEditing] = useState(false);
  const [isExplaining, setExplaining] = useState(false);

  const openEdit = async () => {
    const count = (await pending.refetch()).data ?? 0;
    if (count > 0) {
      modal.warning({ title: t('title'), content: tShared('fast_settle.pending') });
      return;
    }
    setEditing(true);
  };

  const data = config.data;
  const inForce = data?.config ?? null;
  const initial =
    data?.status === FAST_SETTLE_PAGE_STATE.enabled && inForce
      ? {
          is_fast_settle: inForce.is_fast_settle as 1 | 2,
          fast_settlement_range: inForce.fast_settlement_range as ('0' | '1')[],
        }
      : { is_fast_settle: FAST_SETTLE.yes, fast_settlement_range: ['0'] as ('0' | '1')[] };

  return (
    <div className="fast-settle-page">
      <SettlementTabs />
      <Card>
        <Typography.Title level={2} className="fast-settle-page__title">
          {t('title')}
        </Typography.Title>
        {!data ? (
          <Skeleton active paragraph={{ rows: 5 }} data-testid="fast-settle-skeleton" />
        ) : data.status === FAST_SETTLE_PAGE_STATE.enabled ? (
          <EnabledView
            merchantId={merchantId}
            config={inForce}
            pendingCount={pending.data ?? 0}
            onEdit={() => void openEdit()}
          />
        ) : (
          <PromoView onOpen={() => void openEdit()} onExplain={() => setExplaining(true)} />
        )}
      </Card>
      {isEditing && (
        <EditModal merchantId={merchantId} open={isEditing} initial={initial} onClose={() => setEditing(false)} />
      )}
      <ExplainModal open={isExplaining} onClose={() => setExplaining(false)} />
    </div>
  );
}
