import type { TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallResponse } from '@mbo/contracts/calls/index';
import { usePagedQuery } from '../../../lib/use-paged-query.ts';
import { useConsoleSecurityLog } from '../api/get-security-log.ts';
import { SecurityFilters } from '../components/security-filters.tsx';
import { LogCard } from '../components/log-card.tsx';
import { defaultConsoleSecurityQuery } from '../lib/log-query.ts';

type Row = CallResponse<'console/get_security_log'>['page_data']['data'][number];

/** /console/security: every merchant's security log (issue 9), newest first, in UTC. */
export default function ConsoleSecurityLogPage() {
  const { t } = useTranslation(['console', 'security-log']);
  const { query, search, reset, setPage } = usePagedQuery(defaultConsoleSecurityQuery);
  const log = useConsoleSecurityLog(query);
  const columns: TableProps<Row>['columns'] = [
    { title: t('audit.time'), dataIndex: 'time' },
    {
      title: t('security.merchant_col'),
      key: 'merchant',
      render: (_, row) => (row.merchant ? `${row.merchant.name} (#${row.merchant.id})` : t('security.account_event')),
    },
    { title: t('security-log:table.who'), key: 'who', render: (_, row) => row.who ?? '—' },
    {
      title: t('security-log:table.event'),
      dataIndex: 'kind',
      render: (kind: string) => (
        <span data-testid="console-security-kind">{t(`security-log:kind.${kind}`, { defaultValue: kind })}</span>
      ),
    },
    { title: t('security-log:table.ip'), dataIndex: 'ip', render: (ip: string | null) => ip ?? '—' },
  ];
  return (
    <LogCard<Row>
      heading={t('security.title')}
      intro={t('security.intro')}
      filters={<SecurityFilters query={query} onSearch={search} onReset={reset} />}
      columns={columns}
      dataSource={log.data?.page_data.data ?? []}
      loading={log.isFetching}
      locale={{ emptyText: t('security-log:table.empty') }}
      page={query.page}
      total={log.data?.page_data.total_count ?? 0}
      totalText={(count) => t('security.total', { count })}
      onPage={setPage}
      data-testid="console-security-table"
    />
  );
}
