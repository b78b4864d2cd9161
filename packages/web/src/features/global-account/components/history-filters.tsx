import { DatePicker, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { HISTORY_TYPES, type HistoryType } from '@mbo/contracts/calls/global-account';
import { CURRENCIES } from '@mbo/contracts/lookups/currencies';
import { FilterActions } from '../../../components/filter-actions.tsx';
import { formatDay, isDisabledDay } from '../../../lib/date-rules.ts';
import { tShared } from '../../../i18n/i18n.ts';
import type { HistoryQuery } from '../lib/history-query.ts';

interface FilterValues {
  range: [Dayjs, Dayjs];
  type: HistoryType | null;
  currencyId: number | null;
}

const toValues = (query: HistoryQuery): FilterValues => ({
  range: [dayjs(query.begin), dayjs(query.end)],
  type: query.type,
  currencyId: query.currencyId,
});

/** The history's filters (second document §5): dates (start ≤ end, at most 365 days), type, currency; Search, Reset. */
export function HistoryFilters({
  query,
  onSearch,
  onReset,
}: {
  query: HistoryQuery;
  onSearch: (query: HistoryQuery) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('global-account');
  const [form] = Form.useForm<FilterValues>();
  useEffect(() => form.setFieldsValue(toValues(query)), [form, query]);
  return (
    <Form<FilterValues>
      form={form}
      layout="inline"
      aria-label={t('history.filters')}
      initialValues={toValues(query)}
      className="global-filters"
      onFinish={(values) =>
        onSearch({
          begin: formatDay(values.range[0]),
          end: formatDay(values.range[1]),
          type: values.type ?? null,
          currencyId: values.currencyId ?? null,
          page: 1,
        })
      }
    >
      <Form.Item
        label={t('history.dates')}
        name="range"
        htmlFor="global-history-range"
        rules={[{ required: true, message: t('history.range_required') }]}
      >
        <DatePicker.RangePicker
          id={{ start: 'global-history-range', end: 'global-history-range-end' }}
          disabledDate={isDisabledDay}
          allowClear={false}
          placeholder={[t('history.start'), t('history.end')]}
        />
      </Form.Item>
      <Form.Item label={t('history.type')} name="type" htmlFor="global-history-type">
        <Select
          id="global-history-type"
          className="global-filters__select"
          allowClear
          placeholder={t('history.type_all')}
          options={HISTORY_TYPES.map((type) => ({ value: type, label: tShared(`global_account.type.${type}`) }))}
        />
      </Form.Item>
      <Form.Item label={t('history.currency')} name="currencyId" htmlFor="global-history-currency">
        <Select
          id="global-history-currency"
          className="global-filters__select"
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('history.currency_all')}
          options={CURRENCIES.map((currency) => ({ value: currency.id, label: currency.code }))}
        />
      </Form.Item>
      <FilterActions onReset={onReset} />
    </Form>
  );
}
