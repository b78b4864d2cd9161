import { DatePicker, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { transactionFilterFields } from '@mbo/contracts/calls/transaction-schemas';
import { currencyById } from '@mbo/contracts/lookups/currencies';
import { LIST_TURNOVER_TYPES, TURNOVER_TYPE } from '@mbo/contracts/lookups/turnover-types';
import { useBranches } from '../api/get-branches.ts';
import { useCurrencyList } from '../../../lib/api/get-currency-list.ts';
import { useChannels } from '../api/get-filter-options.ts';
import { isDisabledDay } from '../../../lib/date-rules.ts';
import { formatDay } from '../../../lib/date-rules.ts';
import type { ListQuery } from '../lib/list-query.ts';
import { tShared } from '../../../i18n/i18n.ts';
import { FiltersWithNumberSearch } from '../../../components/filter-actions.tsx';

interface FilterValues {
  range: [Dayjs, Dayjs];
  stores: number[];
  turnoverType: number;
  currency: number | null;
  channels: number[];
  number: string;
  sortType: 1 | 2;
}

/** The contract's rule of a number search. */
const numberSchema = transactionFilterFields.transaction_number.unwrap();

const TYPE_LABEL_KEYS: Record<number, string> = {
  [TURNOVER_TYPE.all]: 'types.all',
  [TURNOVER_TYPE.pay]: 'types.pay',
  [TURNOVER_TYPE.refund]: 'types.refund',
};

const toValues = (query: ListQuery): FilterValues => ({
  range: [dayjs(query.begin), dayjs(query.end)],
  stores: query.stores,
  turnoverType: query.turnoverType,
  currency: query.currency,
  channels: query.channels,
  number: query.number,
  sortType: query.sortType,
});

const toQuery = (values: FilterValues): ListQuery => ({
  begin: formatDay(values.range[0]),
  end: formatDay(values.range[1]),
  stores: values.stores ?? [],
  turnoverType: values.turnoverType,
  currency: values.currency ?? null,
  channels: values.channels ?? [],
  number: values.number?.trim() ?? '',
  sortType: values.sortType,
  page: 1,
});

interface TransactionFiltersProps {
  merchantId: number;
  query: ListQuery;
  onSearch: (query: ListQuery) => void;
  onReset: () => void;
}

/**
 * The list's filters: date range (nothing beyond tomorrow, at most 365 days), stores, type, currency, channels
 * (4 and 6 left out), transaction number (searched on its own, never empty) and sort. Applied on Search.
 */
export function TransactionFilters({ merchantId, query, onSearch, onReset }: TransactionFiltersProps) {
  const { t, i18n } = useTranslation('transactions');
  const [form] = Form.useForm<FilterValues>();
  const branches = useBranches(merchantId);
  const currencies = useCurrencyList(merchantId);
  const channels = useChannels(merchantId, i18n.language);

  useEffect(() => form.setFieldsValue(toValues(query)), [form, query]);

  /** The number's own search button: a number is required there (the spec: search must be non-empty). */
  const searchByNumber = (value: string) => {
    const checked = numberSchema.safeParse(value);
    if (!checked.success) {
      form.setFields([
        { name: 'number', errors: [tShared(checked.error.issues[0]?.message ?? 'transactions.number_required')] },
      ]);
      return;
    }
    onSearch(toQuery({ ...form.getFieldsValue(true), number: checked.data }));
  };

  return (
    <Form<FilterValues>
      form={form}
      layout="vertical"
      aria-label={t('filters.label')}
      initialValues={toValues(query)}
      onFinish={(values) => onSearch(toQuery(values))}
      className="transactions-filters"
    >
      <FiltersWithNumberSearch area="transactions" onReset={onReset} onSearchNumber={searchByNumber}>
        <Form.Item label={t('filters.date_range')} name="range" htmlFor="transactions-range">
          <DatePicker.RangePicker
            id={{ start: 'transactions-range', end: 'transactions-range-end' }}
            allowClear={false}
            disabledDate={isDisabledDay}
            placeholder={[t('filters.date_start'), t('filters.date_end')]}
          />
        </Form.Item>
        <Form.Item
          label={t('filters.stores')}
          name="stores"
          htmlFor="transactions-stores"
          className="transactions-filters__wide"
        >
          <Select
            id="transactions-stores"
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            placeholder={t('filters.stores_all')}
            loading={branches.isLoading}
            options={(branches.data ?? []).map((branch) => ({ value: branch.id, label: branch.name }))}
            optionFilterProp="label"
          />
        </Form.Item>
        <Form.Item label={t('filters.type')} name="turnoverType" htmlFor="transactions-type">
          <Select
            id="transactions-type"
            className="transactions-filters__narrow"
            options={LIST_TURNOVER_TYPES.map((id) => ({ value: id, label: t(TYPE_LABEL_KEYS[id]!) }))}
          />
        </Form.Item>
        <Form.Item label={t('filters.currency')} name="currency" htmlFor="transactions-currency">
          <Select
            id="transactions-currency"
            className="transactions-filters__narrow"
            allowClear
            placeholder={t('filters.currency_all')}
            options={(currencies.data ?? []).map((id) => ({ value: id, label: currencyById(id)?.code ?? String(id) }))}
          />
        </Form.Item>
        <Form.Item
          label={t('filters.channels')}
          name="channels"
          htmlFor="transactions-channels"
          className="transactions-filters__wide"
        >
          <Select
            id="transactions-channels"
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            placeholder={t('filters.channels_all')}
            options={(channels.data ?? []).map((channel) => ({ value: channel.id, label: channel.name }))}
            optionFilterProp="label"
          />
        </Form.Item>
        <Form.Item label={t('sort.label')} name="sortType" htmlFor="transactions-sort">
          <Select
            id="transactions-sort"
            className="transactions-filters__narrow"
            options={[
              { value: 2, label: t('sort.desc') },
              { value: 1, label: t('sort.asc') },
            ]}
          />
        </Form.Item>
      </FiltersWithNumberSearch>
    </Form>
  );
}
