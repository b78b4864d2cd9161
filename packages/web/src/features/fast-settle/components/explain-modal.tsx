import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The explanatory modal of the T+0 page (first document §2): how requests, the 04:00 rule and the fees work. */
export function ExplainModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('fast-settle');
  return (
    <Modal
      open={open}
      title={t('explain.title')}
      onCancel={onClose}
      onOk={onClose}
      okText={t('explain.close')}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      {(['steps', 'effective', 'fees', 'pending'] as const).map((key) => (
        <Typography.Paragraph key={key}>{t(`explain.${key}`)}</Typography.Paragraph>
      ))}
    </Modal>
  );
}
