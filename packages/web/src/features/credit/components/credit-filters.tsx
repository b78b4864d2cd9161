import { Button, DatePicker, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreditStatusId } from '@mbo/contracts/calls/credit';
import { FilterActions } from '../../../components/filter-actions.tsx';
import { formatDay, isDisabledDay } from '../../../lib/date-rules.ts';
import { useCreditStatuses } from '../api/credit.ts';
import type { CreditQuery } from '../lib/credit-query.ts';

interface FilterValues {
  range: [Dayjs, Dayjs];
  status: CreditStatusId | null;
}

interface CreditFiltersProps {
  merchantId: number;
  /** Prefix of the fields' ids: two lists, two forms. */
  idPrefix: string;
  query: CreditQuery;
  isExporting: boolean;
  onSearch: (query: CreditQuery) => void;
  onReset: () => void;
  onExport: (query: CreditQuery) => void;
}

const toValues = (query: CreditQuery): FilterValues => ({
  range: [dayjs(query.begin), dayjs(query.end)],
  status: query.status,
});
const toQuery = (values: FilterValues): CreditQuery => ({
  begin: formatDay(values.range[0]),
  end: formatDay(values.range[1]),
  status: values.status ?? null,
  page: 1,
});

/**
 * The loan lists' filters (first document §2 "Loans"): creation dates (nothing beyond tomorrow, at most 365 days,
 * both required) and the status from the credit-type list; Search, Reset, and Export of the whole filter.
 */
export function CreditFilters({
  merchantId,
  idPrefix,
  query,
  isExporting,
  onSearch,
  onReset,
  onExport,
}: CreditFiltersProps) {
  const { t, i18n } = useTranslation('credit');
  const [form] = Form.useForm<FilterValues>();
  const statuses = useCreditStatuses(merchantId, i18n.language);
  useEffect(() => form.setFieldsValue(toValues(query)), [form, query]);

  return (
    <Form<FilterValues>
      form={form}
      layout="inline"
      aria-label={t('filters.label')}
      initialValues={toValues(query)}
      onFinish={(values) => onSearch(toQuery(values))}
      className="credit-filters"
    >
      <Form.Item
        label={t('filters.created')}
        name="range"
        htmlFor={`${idPrefix}-range`}
        rules={[{ required: true, message: t('filters.range_required') }]}
      >
        <DatePicker.RangePicker
          id={{ start: `${idPrefix}-range`, end: `${idPrefix}-range-end` }}
          disabledDate={isDisabledDay}
          allowClear={false}
          placeholder={[t('filters.start'), t('filters.end')]}
        />
      </Form.Item>
      <Form.Item label={t('filters.status')} name="status" htmlFor={`${idPrefix}-status`}>
        <Select
          id={`${idPrefix}-status`}
          className="credit-filters__status"
          allowClear
          placeholder={t('filters.status_all')}
          loading={statuses.isPending}
          options={(statuses.data ?? []).map((status) => ({ value: status.id as CreditStatusId, label: status.name }))}
        />
      </Form.Item>
      <FilterActions onReset={onReset} />
      <Form.Item>
        <Button
          loading={isExporting}
          onClick={() => void form.validateFields().then((values) => onExport(toQuery(values)))}
          data-testid={`${idPrefix}-export`}
        >
          {t('export')}
        </Button>
      </Form.Item>
    </Form>
  );
}
