import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONSOLE_ACTIONS } from '@mbo/contracts/calls/console';
import type { AuditQuery } from '../lib/log-query.ts';
import { LogFilterForm } from './log-filter-form.tsx';

/** Actor, action and date range of the audit log. */
export function AuditFilters(props: {
  query: AuditQuery;
  actors: { user_id: number; name: string }[];
  onSearch: (query: AuditQuery) => void;
  onReset: () => void;
}) {
  const { query, actors, onSearch, onReset } = props;
  const { t } = useTranslation('console');
  return (
    <LogFilterForm
      query={query}
      rangeId="console-audit-range"
      toFields={(values) => ({ actorUserId: values.actorUserId ?? null, action: values.action ?? null })}
      onSearch={onSearch}
      onReset={onReset}
    >
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
    </LogFilterForm>
  );
}
