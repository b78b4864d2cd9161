import { Flex, Form, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SECURITY_EVENT_KINDS, type SecurityEventKind } from '@mbo/contracts/calls/security-log';
import { FilterActions } from '../../../components/filter-actions.tsx';
import { formatDay } from '../../../lib/date-rules.ts';
import type { ConsoleSecurityQuery } from '../lib/log-query.ts';
import { DateRangeField } from './date-range-field.tsx';

interface Values {
  range: [Dayjs, Dayjs];
  merchantId: number | null;
  kinds: SecurityEventKind[];
}

const toValues = (query: ConsoleSecurityQuery): Values => ({
  range: [dayjs(query.begin), dayjs(query.end)],
  merchantId: query.merchantId,
  kinds: query.kinds,
});

/** Merchant, event kinds (labelled as the merchant's own security log labels them) and date range. */
export function SecurityFilters(props: {
  query: ConsoleSecurityQuery;
  onSearch: (query: ConsoleSecurityQuery) => void;
  onReset: () => void;
}) {
  const { query, onSearch, onReset } = props;
  const { t } = useTranslation(['console', 'security-log']);
  const [form] = Form.useForm<Values>();
  useEffect(() => form.setFieldsValue(toValues(query)), [form, query]);
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={toValues(query)}
      onFinish={(values) =>
        onSearch({
          begin: formatDay(values.range[0]),
          end: formatDay(values.range[1]),
          merchantId: values.merchantId ?? null,
          kinds: values.kinds ?? [],
          page: 1,
        })
      }
    >
      <Flex wrap gap={16} align="end">
        <DateRangeField id="console-security-range" />
        <Form.Item label={t('security.merchant')} name="merchantId" htmlFor="console-security-merchant">
          <InputNumber
            id="console-security-merchant"
            min={1}
            precision={0}
            style={{ width: 160 }}
            placeholder={t('security.merchant_all')}
          />
        </Form.Item>
        <Form.Item label={t('filters.kinds')} name="kinds" htmlFor="console-security-kinds">
          <Select
            id="console-security-kinds"
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            style={{ minWidth: 240 }}
            placeholder={t('filters.kinds_all')}
            options={SECURITY_EVENT_KINDS.map((kind) => ({
              value: kind,
              label: t(`security-log:kind.${kind}`, { defaultValue: kind }),
            }))}
          />
        </Form.Item>
        <FilterActions onReset={onReset} />
      </Flex>
    </Form>
  );
}
