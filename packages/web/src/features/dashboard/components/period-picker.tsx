import { DatePicker, Segmented } from 'antd';
import enDatePicker from 'antd/es/date-picker/locale/en_US';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import { useTranslation } from 'react-i18next';
import { isFuture, mondayOf, PERIOD_KINDS, rangeOf, type Period, type PeriodKind } from '../lib/period.ts';

/**
 * English calendars start on Sunday; the spec's week starts on Monday. The pickers use British English (the same
 * words, Monday first); Chinese calendars already start on Monday.
 */
const MONDAY_FIRST_EN = { ...enDatePicker, lang: { ...enDatePicker.lang, locale: 'en_GB' } };
const FORMAT = 'YYYY-MM-DD';

interface PeriodPickerProps {
  period: Period;
  /** The merchant's today: nothing after it can be picked. */
  today: string;
  onChange: (period: Period) => void;
}

/** Day, week or month, and which one: a date, a Monday-to-Sunday week or a month, none in the future. */
export function PeriodPicker({ period, today, onChange }: PeriodPickerProps) {
  const { t, i18n } = useTranslation('dashboard');
  const range = rangeOf(period, today);
  // A week shows as its range (this week up to today), a day and a month as themselves.
  const show = (value: Dayjs) =>
    period.kind === 'week'
      ? t('period_range', { start: range.startTime, end: range.endTime })
      : value.format(period.kind === 'day' ? FORMAT : 'YYYY-MM');
  return (
    <div className="dashboard-period" data-testid="dashboard-period">
      <Segmented<PeriodKind>
        aria-label={t('period_label')}
        value={period.kind}
        onChange={(kind) => onChange({ kind, date: today })}
        options={PERIOD_KINDS.map((kind) => ({ value: kind, label: t(`period_${kind}`) }))}
        data-testid="dashboard-period-kind"
      />
      <DatePicker
        picker={period.kind === 'day' ? 'date' : period.kind}
        aria-label={t('period_date')}
        value={dayjs(period.kind === 'week' ? mondayOf(period.date) : period.date)}
        format={show}
        allowClear={false}
        disabledDate={(value) => isFuture(value.format(FORMAT), today)}
        onChange={(value) => value && onChange({ kind: period.kind, date: value.format(FORMAT) })}
        locale={i18n.language === 'zh_CN' ? undefined : MONDAY_FIRST_EN}
        className="dashboard-period__date"
        data-testid="dashboard-period-date"
      />
    </div>
  );
}
