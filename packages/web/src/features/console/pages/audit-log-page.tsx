import type { TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallResponse } from '@mbo/contracts/calls/index';
import { usePagedQuery } from '../../../lib/use-paged-query.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import { AuditFilters } from '../components/audit-filters.tsx';
import { LogCard } from '../components/log-card.tsx';
import { defaultAuditQuery } from '../lib/log-query.ts';

type Row = CallResponse<'console/get_audit_log'>['page_data']['data'][number];

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** /console/audit: the console's append-only audit log, newest first. */
export default function AuditLogPage() {
  const { t } = useTranslation('console');
  const { query, search, reset, setPage } = usePagedQuery(defaultAuditQuery);
  const log = useAuditLog(query);
  const columns: TableProps<Row>['columns'] = [
    { title: t('audit.time'), dataIndex: 'time' },
    { title: t('audit.actor'), dataIndex: 'actor' },
    {
      title: t('audit.action'),
      dataIndex: 'action',
      render: (action: string) => t(`audit.actions.${action}`, { defaultValue: action }),
    },
    { title: t('audit.target'), key: 'target', render: (_, row) => `${row.queue ?? '—'} #${row.item_id ?? '—'}` },
    { title: t('audit.before'), key: 'before', render: (_, row) => <code>{json(row.before)}</code> },
    { title: t('audit.after'), key: 'after', render: (_, row) => <code>{json(row.after)}</code> },
    { title: t('audit.ip'), dataIndex: 'ip' },
  ];
  return (
    <LogCard<Row>
      heading={t('audit.title')}
      intro={t('audit.intro')}
      filters={<AuditFilters query={query} actors={log.data?.actors ?? []} onSearch={search} onReset={reset} />}
      columns={columns}
      dataSource={log.data?.page_data.data ?? []}
      loading={log.isFetching}
      locale={{ emptyText: t('audit.empty') }}
      page={query.page}
      total={log.data?.page_data.total_count ?? 0}
      totalText={(count) => t('audit.total', { count })}
      onPage={setPage}
      data-testid="console-audit-table"
    />
  );
}
