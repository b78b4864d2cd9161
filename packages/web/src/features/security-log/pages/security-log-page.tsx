import { Card, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { merchantTimeZone, useSession } from '../../../lib/session.ts';
import { usePagedQuery } from '../../../lib/use-paged-query.ts';
import { useSecurityLog } from '../api/get-security-log.ts';
import { SecurityLogFilters } from '../components/security-log-filters.tsx';
import { SecurityLogTable } from '../components/security-log-table.tsx';
import { defaultSecurityLogQuery } from '../lib/security-log-query.ts';
import '../security-log.css';

/** /securityLog (role 1): the merchant's security events, filtered and paged. */
export default function SecurityLogPage() {
  const { t } = useTranslation('security-log');
  const { merchant } = useSession();
  const merchantId = merchant?.id ?? 0;
  const timeZone = merchantTimeZone(merchant);
  const { query, search, reset, setPage } = usePagedQuery(() => defaultSecurityLogQuery(timeZone));
  const log = useSecurityLog(merchantId, query);

  return (
    <div className="security-log-page">
      <Card>
        <Typography.Title level={2} className="security-log-page__title">
          {t('title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
        <SecurityLogFilters query={query} members={log.data?.members ?? []} onSearch={search} onReset={reset} />
      </Card>
      <Card>
        <Typography.Title level={3} className="security-log-page__caption">
          {t('table.caption')}
        </Typography.Title>
        {log.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} data-testid="security-log-skeleton" />
        ) : (
          <SecurityLogTable
            rows={log.data?.page_data.data ?? []}
            total={log.data?.page_data.total_count ?? 0}
            page={query.page}
            isLoading={log.isFetching}
            onPage={setPage}
          />
        )}
      </Card>
    </div>
  );
}
