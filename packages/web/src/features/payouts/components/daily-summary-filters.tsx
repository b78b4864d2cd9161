import { DatePicker, Flex, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrencyList } from '../../../lib/api/get-currency-list.ts';
import type { DailySummaryQuery } from '../lib/daily-summary-query.ts';
import { formatDay, isDisabledDay } from '../../../lib/date-rules.ts';
import { currencyCode } from '../../../lib/format.ts';
import { FilterActions } from '../../../components/filter-actions.tsx';

interface FilterValues {
  range: [Dayjs, Dayjs];
  currencyId: number;
}

interface DailySummaryFiltersProps {
  merchantId: number;
  query: DailySummaryQuery;
  onSearch: (query: DailySummaryQuery) => void;
  onReset: () => void;
}

/** Date range (default last 7 days, nothing beyond tomorrow, at most 365 days) and currency. */
export function DailySummaryFilters({ merchantId, query, onSearch, onReset }: DailySummaryFiltersProps) {
  const { t } = useTranslation('payouts');
  const [form] = Form.useForm<FilterValues>();
  const currencies = useCurrencyList(merchantId);
  const values = { range: [dayjs(query.begin), dayjs(query.end)] as [Dayjs, Dayjs], currencyId: query.currencyId };

  useEffect(
    () => form.setFieldsValue({ range: [dayjs(query.begin), dayjs(query.end)], currencyId: query.currencyId }),
    [form, query],
  );

  return (
    <Form<FilterValues>
      form={form}
      layout="vertical"
      aria-label={t('daily.filters_label')}
      initialValues={values}
      onFinish={(picked) =>
        onSearch({
          begin: formatDay(picked.range[0]),
          end: formatDay(picked.range[1]),
          currencyId: picked.currencyId,
          page: 1,
        })
      }
      className="payouts-filters"
    >
      <Flex wrap gap={16} align="end">
        <Form.Item label={t('daily.date_range')} name="range" htmlFor="daily-range" rules={[{ required: true }]}>
          <DatePicker.RangePicker
            id={{ start: 'daily-range', end: 'daily-range-end' }}
            allowClear={false}
            disabledDate={isDisabledDay}
          />
        </Form.Item>
        <Form.Item label={t('daily.currency')} name="currencyId" htmlFor="daily-currency" rules={[{ required: true }]}>
          <Select
            id="daily-currency"
            className="payouts-filters__narrow"
            options={(currencies.data ?? [query.currencyId]).map((id) => ({ value: id, label: currencyCode(id) }))}
          />
        </Form.Item>
        <FilterActions onReset={onReset} />
      </Flex>
    </Form>
  );
}
