import { Button, Card, Descriptions, Skeleton, Tag, Typography } from 'antd';
import type { Recipient } from '@mbo/contracts/calls/recipients';
import { RECIPIENT_KIND } from '@mbo/contracts/remittance/recipient-layout';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { MissingRecord } from '../../../components/missing-record.tsx';
import { parseId } from '../../../lib/list-links.ts';
import { useSession } from '../../../lib/session.ts';
import { useRecipient } from '../api/recipients.ts';
import { RecipientFormModal } from '../components/recipient-form-modal.tsx';
import { useConfirmDelete } from '../components/use-delete-recipient.ts';
import { countryName } from '../lib/recipient-text.ts';
import '../recipients.css';

/** The detail's rows, in the form's order; empty ones left out. */
function rowsOf(recipient: Recipient, language: string): [string, string][] {
  const isBank = recipient.kind === RECIPIENT_KIND.bankAccount;
  const rows: [string, string][] = [
    ['name', recipient.name],
    ['kind', recipient.kind_name],
    ['type', isBank ? recipient.type_name : ''],
    ['currency', recipient.currency],
    ['network', recipient.payment_network_name],
    ['user_account', isBank ? '' : recipient.account_display],
    ['bank_name', recipient.bank_name],
    ['branch', [recipient.branch_province, recipient.branch_city].filter(Boolean).join(' ')],
    ['bsb', recipient.bsb],
    ['bic', recipient.bic],
    ['account_number', recipient.account_number],
    ['country', countryName(recipient.country, language)],
    ['address', [recipient.street, recipient.city, recipient.province, recipient.post_code].filter(Boolean).join(', ')],
    ['mail', recipient.mail],
    ['comment', recipient.comment],
    ['created', recipient.create_time],
    ['updated', recipient.update_time],
  ];
  return rows.filter(([, value]) => value !== '');
}

/** /recipientDetail?id=…: one recipient; edit and delete. Its back arrow goes to the list (first document §2). */
export default function RecipientDetailPage() {
  const { t, i18n } = useTranslation('recipients');
  const merchantId = useSession().merchant?.id ?? 0;
  const navigate = useNavigate();
  const id = parseId(useSearchParams()[0].get('id'));
  const recipient = useRecipient(merchantId, id, i18n.language);
  const [isEditing, setEditing] = useState(false);
  const confirmDelete = useConfirmDelete(merchantId, () => void navigate('/recipients'));

  if (id === null || recipient.isError)
    return <MissingRecord title={t('detail.missing')} backTo="/recipients" backLabel={t('detail.back')} />;
  const row = recipient.data;
  return (
    <div className="recipients-page">
      <Card>
        {!row ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <>
            <Typography.Title level={2}>
              {row.name} {row.is_deleted && <Tag color="default">{t('detail.deleted')}</Tag>}
            </Typography.Title>
            <Descriptions column={1} bordered size="small" data-testid="recipient-detail">
              {rowsOf(row, i18n.language).map(([key, value]) => (
                <Descriptions.Item key={key} label={t(`detail.${key}`)}>
                  {value}
                </Descriptions.Item>
              ))}
            </Descriptions>
            <div className="recipients-page__actions">
              {!row.is_deleted && (
                <>
                  <Button type="primary" onClick={() => setEditing(true)}>
                    {t('detail.edit')}
                  </Button>
                  <Button danger onClick={() => confirmDelete(row)}>
                    {t('detail.delete')}
                  </Button>
                </>
              )}
              <Button onClick={() => void navigate('/recipients')}>{t('detail.back')}</Button>
            </div>
            {isEditing && (
              <RecipientFormModal merchantId={merchantId} open recipient={row} onClose={() => setEditing(false)} />
            )}
          </>
        )}
      </Card>
    </div>
  );
}
