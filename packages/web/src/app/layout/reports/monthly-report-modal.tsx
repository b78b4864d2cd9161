import { DatePicker, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The spec's month picker allows up to one day ahead (so the current month is pickable on its last day's eve). */
const isBeyondTomorrow = (month: Dayjs) => month.startOf('month').isAfter(dayjs().add(1, 'day'));

/**
 * The monthly report's month modal. Picking a month is real; the report file itself comes with the reports issue,
 * so the modal says so instead of offering a download that does nothing.
 */
export function MonthlyReportModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const [month, setMonth] = useState<Dayjs | null>(() => dayjs().subtract(1, 'month'));

  return (
    <Modal
      open={isOpen}
      title={t('monthly.title')}
      onCancel={onClose}
      okText={t('monthly.download')}
      okButtonProps={{ disabled: true }}
      cancelText={t('monthly.close')}
      destroyOnHidden
    >
      <label className="shell-field">
        <span>{t('monthly.month')}</span>
        <DatePicker picker="month" value={month} onChange={setMonth} disabledDate={isBeyondTomorrow} allowClear={false} />
      </label>
      <Typography.Paragraph type="secondary" data-testid="monthly-coming-soon">
        {t('monthly.coming_soon')}
      </Typography.Paragraph>
    </Modal>
  );
}
