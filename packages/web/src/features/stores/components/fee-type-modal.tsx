import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** What the three fee types mean (the list's fee-type column opens it). */
export function FeeTypeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('stores');
  return (
    <Modal
      open={open}
      title={t('fee_type.explain_title')}
      onCancel={onClose}
      onOk={onClose}
      okText={t('common.ok')}
      cancelButtonProps={{ hidden: true }}
    >
      {([1, 2, 3] as const).map((type) => (
        <Typography.Paragraph key={type}>
          <Typography.Text strong>{t(`fee_type.${type}`)}</Typography.Text> — {t(`fee_type.explain_${type}`)}
        </Typography.Paragraph>
      ))}
    </Modal>
  );
}
