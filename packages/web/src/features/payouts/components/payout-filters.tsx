import { DatePicker, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTLEMENT_STATUS, SETTLEMENT_TYPE } from '@mbo/contracts/calls/payouts';
import { tShared } from '../../../i18n/i18n.ts';
import { useCurrencyList } from '../../../lib/api/get-currency-list.ts';
import { formatDay, isDisabledDay, isDisabledPlannedDay } from '../../../lib/date-rules.ts';
import { currencyCode } from '../../../lib/format.ts';
import type { DateType, PayoutsQuery } from '../lib/payouts-query.ts';
import { FiltersWithNumberSearch } from '../../../components/filter-actions.tsx';

interface FilterValues {
  dateType: DateType;
  range: [Dayjs, Dayjs] | null;
  status: number | null;
  settlementType: number;
  isUnlimited: boolean;
  currency: number | null;
  number: string;
}

const toValues = (query: PayoutsQuery): FilterValues => ({
  dateType: query.dateType,
  range: query.begin && query.end ? [dayjs(query.begin), dayjs(query.end)] : null,
  status: query.status,
  settlementType: query.settlementType,
  isUnlimited: query.isUnlimited,
  currency: query.currency,
  number: query.number,
});

const toQuery = (values: FilterValues, sortType: 1 | 2): PayoutsQuery => ({
  dateType: values.dateType,
  begin: values.range ? formatDay(values.range[0]) : null,
  end: values.range ? formatDay(values.range[1]) : null,
  status: values.status ?? null,
  settlementType: values.settlementType,
  isUnlimited: values.isUnlimited,
  currency: values.currency ?? null,
  number: values.number?.trim() ?? '',
  page: 1,
  sortType,
});

interface PayoutFiltersProps {
  merchantId: number;
  query: PayoutsQuery;
  onSearch: (query: PayoutsQuery) => void;
  onReset: () => void;
}

/**
 * The payouts list's filters (second document, section 2): date type and range, status, settlement type,
 * settlement cycles (the spec's "unlimited settlement": T+1 and T+0, or T+1 only, said so), currency, and the settlement number (searched on its own). Applied on Search.
 */
export function PayoutFilters({ merchantId, query, onSearch, onReset }: PayoutFiltersProps) {
  const { t } = useTranslation('payouts');
  const [form] = Form.useForm<FilterValues>();
  const currencies = useCurrencyList(merchantId);
  const dateType = Form.useWatch('dateType', form) ?? query.dateType;

  useEffect(() => form.setFieldsValue(toValues(query)), [form, query]);

  const searchByNumber = (value: string) => {
    const number = value.trim();
    if (!number) {
      form.setFields([{ name: 'number', errors: [tShared('payouts.number_required')] }]);
      return;
    }
    onSearch(toQuery({ ...form.getFieldsValue(true), number }, query.sortType));
  };

  return (
    <Form<FilterValues>
      form={form}
      layout="vertical"
      aria-label={t('filters.label')}
      initialValues={toValues(query)}
      onFinish={(values) => onSearch(toQuery({ ...values, number: '' }, query.sortType))}
      className="payouts-filters"
    >
      <FiltersWithNumberSearch area="payouts" onReset={onReset} onSearchNumber={searchByNumber}>
        <Form.Item label={t('filters.date_type')} name="dateType" htmlFor="payouts-date-type">
          <Select
            id="payouts-date-type"
            className="payouts-filters__narrow"
            options={[
              { value: 'finance', label: t('filters.date_finance') },
              { value: 'planned', label: t('filters.date_planned') },
              { value: 'actual', label: t('filters.date_actual') },
            ]}
          />
        </Form.Item>
        <Form.Item label={t('filters.date_range')} name="range" htmlFor="payouts-range">
          <DatePicker.RangePicker
            id={{ start: 'payouts-range', end: 'payouts-range-end' }}
            disabledDate={dateType === 'planned' ? isDisabledPlannedDay : isDisabledDay}
            placeholder={[t('filters.date_start'), t('filters.date_end')]}
          />
        </Form.Item>
        <Form.Item label={t('filters.status')} name="status" htmlFor="payouts-status">
          <Select
            id="payouts-status"
            className="payouts-filters__narrow"
            allowClear
            placeholder={t('filters.status_all')}
            options={Object.values(SETTLEMENT_STATUS).map((status) => ({
              value: status,
              label: t(`status.${status}`),
            }))}
          />
        </Form.Item>
        <Form.Item label={t('filters.type')} name="settlementType" htmlFor="payouts-type">
          <Select
            id="payouts-type"
            className="payouts-filters__narrow"
            options={Object.values(SETTLEMENT_TYPE).map((type) => ({ value: type, label: t(`filters.type_${type}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('filters.unlimited')} name="isUnlimited" htmlFor="payouts-unlimited">
          <Select
            id="payouts-unlimited"
            className="payouts-filters__narrow"
            options={[
              { value: true, label: t('filters.unlimited_yes') },
              { value: false, label: t('filters.unlimited_no') },
            ]}
          />
        </Form.Item>
        <Form.Item label={t('filters.currency')} name="currency" htmlFor="payouts-currency">
          <Select
            id="payouts-currency"
            className="payouts-filters__narrow"
            allowClear
            placeholder={t('filters.currency_all')}
            options={(currencies.data ?? []).map((id) => ({ value: id, label: currencyCode(id) }))}
          />
        </Form.Item>
      </FiltersWithNumberSearch>
    </Form>
  );
}
