import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Skeleton, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../components/paged-table.tsx';
import { merchantTimeZone, useSession } from '../../../lib/session.ts';
import { usePagedQuery } from '../../../lib/use-paged-query.ts';
import { useCreditExport } from '../api/credit.ts';
import { defaultCreditQuery, type CreditQuery } from '../lib/credit-query.ts';
import { CreditFilters } from './credit-filters.tsx';
import '../credit.css';

interface CreditListProps<Row> {
  kind: 'applications' | 'loans';
  useRows: (merchantId: number, query: CreditQuery) => UseQueryResult<{ data: Row[]; total_count: number }>;
  columns: ColumnsType<Row>;
}

/** A loan list page: the filters with the export, then the table, 10 a page (first document §2 "Loans"). */
export function CreditList<Row extends { id: number }>({ kind, useRows, columns }: CreditListProps<Row>) {
  const { t } = useTranslation('credit');
  const { merchant } = useSession();
  const merchantId = merchant?.id ?? 0;
  const { query, search, reset, setPage } = usePagedQuery(() => defaultCreditQuery(merchantTimeZone(merchant)));
  const rows = useRows(merchantId, query);
  const exporting = useCreditExport(merchantId, kind);

  return (
    <div className="credit-page">
      <Card>
        <Typography.Title level={2} className="credit-page__title">
          {t(`${kind}.title`)}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t(`${kind}.intro`)}</Typography.Paragraph>
        <CreditFilters
          merchantId={merchantId}
          idPrefix={`credit-${kind}`}
          query={query}
          isExporting={exporting.isPending}
          onSearch={search}
          onReset={reset}
          onExport={(filter) => exporting.mutate(filter)}
        />
      </Card>
      <Card>
        {rows.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} data-testid={`credit-${kind}-skeleton`} />
        ) : (
          <PagedTable<Row>
            data-testid={`credit-${kind}-table`}
            rowKey="id"
            columns={columns}
            dataSource={rows.data?.data ?? []}
            page={query.page}
            total={rows.data?.total_count ?? 0}
            totalText={(count) => t('total', { count })}
            loading={rows.isFetching}
            onPage={setPage}
            locale={{ emptyText: t(`${kind}.empty`) }}
            scroll={{ x: 'max-content' }}
          />
        )}
      </Card>
    </div>
  );
}
