import { Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SECURITY_EVENT_KINDS } from '@mbo/contracts/calls/security-log';
import type { ConsoleSecurityQuery } from '../lib/log-query.ts';
import { LogFilterForm } from './log-filter-form.tsx';

/** Merchant, event kinds (labelled as the merchant's own security log labels them) and date range. */
export function SecurityFilters(props: {
  query: ConsoleSecurityQuery;
  onSearch: (query: ConsoleSecurityQuery) => void;
  onReset: () => void;
}) {
  const { query, onSearch, onReset } = props;
  const { t } = useTranslation(['console', 'security-log']);
  return (
    <LogFilterForm
      query={query}
      rangeId="console-security-range"
      toFields={(values) => ({ merchantId: values.merchantId ?? null, kinds: values.kinds ?? [] })}
      onSearch={onSearch}
      onReset={onReset}
    >
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
    </LogFilterForm>
  );
}
