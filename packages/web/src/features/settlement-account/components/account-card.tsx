import { Alert, Button, Card, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyCode } from '../../../lib/format.ts';
import { useSettlementAccount } from '../api/settlement-account.ts';
import { AccountDetails } from './account-details.tsx';
import { EditAccountModal } from './edit-account-modal.tsx';

/** One currency's settlement account: where its payouts go now, a change waiting for its date, and the edit. */
export function AccountCard({ merchantId, currencyId }: { merchantId: number; currencyId: number }) {
  const { t, i18n } = useTranslation('settlement-account');
  const account = useSettlementAccount(merchantId, currencyId, i18n.language);
  const [isEditing, setEditing] = useState(false);
  const code = currencyCode(currencyId);
  const data = account.data?.account;

  return (
    <Card
      data-testid={`settlement-card-${code}`}
      title={
        <Typography.Title level={2} className="settlement-account__title">
          {t('card.title', { currency: code })}
        </Typography.Title>
      }
      extra={
        <Button
          type="primary"
          onClick={() => setEditing(true)}
          disabled={!data}
          aria-label={t('card.edit_label', { currency: code })}
        >
          {t('card.edit')}
        </Button>
      }
    >
      {!data ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <>
          <AccountDetails target={data} testId={`settlement-current-${code}`} />
          <Typography.Paragraph type="secondary" className="settlement-account__since">
            {data.effective_at ? t('card.since', { date: data.effective_at.slice(0, 16) }) : t('card.default')}
          </Typography.Paragraph>
          {data.pending && (
            <Alert
              type="info"
              showIcon
              data-testid={`settlement-pending-${code}`}
              title={t('card.pending', { date: data.pending.effective_at?.slice(0, 16) ?? '' })}
              description={<AccountDetails target={data.pending} testId={`settlement-pending-details-${code}`} />}
            />
          )}
        </>
      )}
      {data && (
        <EditAccountModal open={isEditing} merchantId={merchantId} account={data} onClose={() => setEditing(false)} />
      )}
    </Card>
  );
}
