import { Flex, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_ACTIONS, type ConsoleAction } from '@mbo/contracts/calls/console';
import { FilterActions } from '../../../components/filter-actions.tsx';
import { formatDay } from '../../../lib/date-rules.ts';
import type { AuditQuery } from '../lib/log-query.ts';
import { DateRangeField } from './date-range-field.tsx';

interface Values {
  range: [Dayjs, Dayjs];
  actorUserId: number | null;
  action: ConsoleAction | null;
}

const toValues = (query: AuditQuery): Values => ({
  range: [dayjs(query.begin), dayjs(query.end)],
  actorUserId: query.actorUserId,
  action: query.action,
});

/** Actor, action and date range of the audit log. */
export function AuditFilters(props: {
  query: AuditQuery;
  actors: { user_id: number; name: string }[];
  onSearch: (query: AuditQuery) => void;
  onReset: () => void;
}) {
  const { query, actors, onSearch, onReset } = props;
  const { t } = useTranslation('console');
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
          actorUserId: values.actorUserId ?? null,
          action: values.action ?? null,
          page: 1,
        })
      }
    >
      <Flex wrap gap={16} align="end">
        <DateRangeField id="console-audit-range" />
        <Form.Item label={t('audit.actor')} name="actorUserId" htmlFor="console-audit-actor">
          <Select
            id="console-audit-actor"
            allowClear
            style={{ minWidth: 200 }}
            placeholder={t('audit.actor_all')}
            options={actors.map((actor) => ({ value: actor.user_id, label: actor.name }))}
          />
        </Form.Item>
        <Form.Item label={t('audit.action')} name="action" htmlFor="console-audit-action">
          <Select
            id="console-audit-action"
            allowClear
            style={{ minWidth: 160 }}
            placeholder={t('audit.action_all')}
            options={CONSOLE_ACTIONS.map((action) => ({ value: action, label: t(`audit.actions.${action}`) }))}
          />
        </Form.Item>
        <FilterActions onReset={onReset} />
      </Flex>
    </Form>
  );
}
