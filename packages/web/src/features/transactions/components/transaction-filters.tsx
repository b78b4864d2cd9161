import { DatePicker, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { transactionFilterFields } from '@mbo/contracts/calls/transaction-schemas';
import { currencyById } from '@mbo/contracts/lookups/currencies';
import { useBranches } from '../api/get-branches.ts';
import { useCurrencyList } from '../../../lib/api/get-currency-list.ts';
import { useChannels } from '../api/get-filter-options.ts';
import { formatDay, isDisabledDay } from '../../../lib/date-rules.ts';
import { DATE_PRESETS, presetRange } from '../../../lib/date-presets.ts';
import type { ListQuery } from '../lib/list-query.ts';
import { tShared } from '../../../i18n/i18n.ts';
import { FiltersWithNumberSearch } from '../../../components/filter-actions.tsx';

interface FilterValues {
  range: [Dayjs, Dayjs];
  stores: number[];
  currency: number | null;
  channels: number[];
  number: string;
  sortType: 1 | 2;
}

/** The contract's rule of a number search. */
const numberSchema = transactionFilterFields.transaction_number.unwrap();

const toValues = (query: ListQuery): FilterValues => ({
  range: [dayjs(query.begin), dayjs(query.end)],
  stores: query.stores,
  currency: query.currency,
  channels: query.channels,
  number: query.number,
  sortType: query.sortType,
});

/** The form's fields over the query (the chips above the table keep theirs); a search starts on page 1. */
const toQuery = (query: ListQuery, values: FilterValues): ListQuery => ({
  ...query,
  begin: formatDay(values.range[0]),
  end: formatDay(values.range[1]),
  stores: values.stores ?? [],
  currency: values.currency ?? null,
  channels: values.channels ?? [],
  sortType: values.sortType,
  page: 1,
});

interface TransactionFiltersProps {
  merchantId: number;
  query: ListQuery;
  /** The merchant's time zone: the date presets count its days. */
  timeZone: string | undefined;
  onSearch: (query: ListQuery) => void;
  onReset: () => void;
  /** The number box: finds what a number names across every date and filter (the caller shows or opens it). */
  onFindNumber: (number: string) => void;
}

/**
 * The list's filters: date range with presets in the merchant's calendar (nothing beyond tomorrow, at most 365
 * days), stores, currency, channels (4 and 6 left out) and sort, applied on Search; and the number box (never
 * empty), which looks across every date and filter. The type is chosen by the chips above the table.
 */
export function TransactionFilters({
  merchantId,
  query,
  timeZone,
  onSearch,
  onReset,
  onFindNumber,
}: TransactionFiltersProps) {
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
    onFindNumber(checked.data);
  };
  const presets = DATE_PRESETS.map((preset) => {
    const [begin, end] = presetRange(preset, timeZone);
    return { label: t(`filters.presets.${preset}`), value: [dayjs(begin), dayjs(end)] as [Dayjs, Dayjs] };
  });

  return (
    <Form<FilterValues>
      form={form}
      layout="vertical"
      aria-label={t('filters.label')}
      initialValues={toValues(query)}
      onFinish={(values) => onSearch(toQuery(query, values))}
      className="transactions-filters"
    >
      <FiltersWithNumberSearch area="transactions" onReset={onReset} onSearchNumber={searchByNumber}>
        <Form.Item label={t('filters.date_range')} name="range" htmlFor="transactions-range">
          <DatePicker.RangePicker
            id={{ start: 'transactions-range', end: 'transactions-range-end' }}
            allowClear={false}
            disabledDate={isDisabledDay}
            presets={presets}
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
