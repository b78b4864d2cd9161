import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The message modal of the list's note icon: a payment's note or a refund's reason. */
export function NoteModal({ note, number, onClose }: { note: string | null; number: string; onClose: () => void }) {
  const { t } = useTranslation('transactions');
  const { t: common } = useTranslation();
  return (
    <Modal
      open={note !== null}
      title={`${t('table.note')} · ${number}`}
      onCancel={onClose}
      onOk={onClose}
      okText={common('close')}
      cancelButtonProps={{ hidden: true }}
      destroyOnHidden
    >
      <Typography.Paragraph className="transactions-note" data-testid="transaction-note">
        {note}
      </Typography.Paragraph>
    </Modal>
  );
}
