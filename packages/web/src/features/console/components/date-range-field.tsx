import { DatePicker, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { isDisabledDay } from '../../../lib/date-rules.ts';

/** The console lists' date range (UTC calendar), applied on Search. */
export function DateRangeField({ id }: { id: string }) {
  const { t } = useTranslation('console');
  return (
    <Form.Item label={t('filters.date_range')} name="range" htmlFor={id}>
      <DatePicker.RangePicker id={{ start: id, end: `${id}-end` }} allowClear={false} disabledDate={isDisabledDay} />
    </Form.Item>
  );
}
