import { DatePicker, Flex, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SECURITY_EVENT_KINDS,
  type SecurityEventKind,
  type SecurityLogMember,
} from '@mbo/contracts/calls/security-log';
import { FilterActions } from '../../../components/filter-actions.tsx';
import { formatDay, isDisabledDay } from '../../../lib/date-rules.ts';
import { kindLabel } from '../lib/event-text.ts';
import type { SecurityLogQuery } from '../lib/security-log-query.ts';

interface FilterValues {
  range: [Dayjs, Dayjs];
  kinds: SecurityEventKind[];
  userId: number | null;
}

const toValues = (query: SecurityLogQuery): FilterValues => ({
  range: [dayjs(query.begin), dayjs(query.end)],
  kinds: query.kinds,
  userId: query.userId,
});

interface SecurityLogFiltersProps {
  query: SecurityLogQuery;
  members: SecurityLogMember[];
  onSearch: (query: SecurityLogQuery) => void;
  onReset: () => void;
}

/** Date range (merchant calendar, at most 365 days), event types and member; applied on Search. */
export function SecurityLogFilters({ query, members, onSearch, onReset }: SecurityLogFiltersProps) {
  const { t } = useTranslation('security-log');
  const [form] = Form.useForm<FilterValues>();

  useEffect(() => form.setFieldsValue(toValues(query)), [form, query]);

  const search = (values: FilterValues) =>
    onSearch({
      begin: values.range ? formatDay(values.range[0]) : query.begin,
      end: values.range ? formatDay(values.range[1]) : query.end,
      kinds: values.kinds ?? [],
      userId: values.userId ?? null,
      page: 1,
    });

  return (
    <Form<FilterValues>
      form={form}
      layout="vertical"
      aria-label={t('filters.label')}
      initialValues={toValues(query)}
      onFinish={search}
      className="security-log-filters"
    >
      <Flex wrap gap={16} align="end">
        <Form.Item label={t('filters.date_range')} name="range" htmlFor="security-log-range">
          <DatePicker.RangePicker
            id={{ start: 'security-log-range', end: 'security-log-range-end' }}
            allowClear={false}
            disabledDate={isDisabledDay}
            placeholder={[t('filters.date_start'), t('filters.date_end')]}
          />
        </Form.Item>
        <Form.Item label={t('filters.kinds')} name="kinds" htmlFor="security-log-kinds">
          <Select
            id="security-log-kinds"
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            className="security-log-filters__kinds"
            placeholder={t('filters.kinds_all')}
            options={SECURITY_EVENT_KINDS.map((kind) => ({ value: kind, label: kindLabel(t, kind) }))}
          />
        </Form.Item>
        <Form.Item label={t('filters.member')} name="userId" htmlFor="security-log-member">
          <Select
            id="security-log-member"
            allowClear
            showSearch
            optionFilterProp="label"
            className="security-log-filters__member"
            placeholder={t('filters.member_all')}
            options={members.map((member) => ({ value: member.user_id, label: member.name }))}
          />
        </Form.Item>
        <FilterActions onReset={onReset} />
      </Flex>
    </Form>
  );
}
