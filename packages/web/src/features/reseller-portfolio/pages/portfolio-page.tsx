import { Card, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PORTFOLIO_STATUS, type PortfolioEntry } from '@mbo/contracts/calls/resellers-portfolio';
import { PagedTable } from '../../../components/paged-table.tsx';
import { usePagedQuery } from '../../../lib/use-paged-query.ts';
import { usePortfolio } from '../api/portfolio.ts';
import { PortfolioFilters } from '../components/portfolio-filters.tsx';
import { RatesVsFloor } from '../components/rates-vs-floor.tsx';
import { defaultPortfolioQuery } from '../lib/portfolio-query.ts';

const STATUS_COLOUR: Record<number, string> = {
  [PORTFOLIO_STATUS.underReview]: 'processing',
  [PORTFOLIO_STATUS.rejected]: 'error',
  [PORTFOLIO_STATUS.approved]: 'success',
};

/** /reseller/merchants: the merchants and open applications the reseller (and its sub-resellers) brought. */
export default function PortfolioPage() {
  const { t } = useTranslation('reseller-portfolio');
  const { query, search, reset, setPage } = usePagedQuery(defaultPortfolioQuery);
  const portfolio = usePortfolio(query);
  const rows = portfolio.data?.page_data.data ?? [];
  return (
    <div className="portfolio-page" style={{ display: 'grid', gap: 16 }}>
      <Card>
        <Typography.Title level={2}>{t('portfolio.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('portfolio.intro')}</Typography.Paragraph>
        <PortfolioFilters query={query} resellers={portfolio.data?.resellers ?? []} onSearch={search} onReset={reset} />
      </Card>
      <Card>
        {portfolio.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} data-testid="portfolio-skeleton" />
        ) : (
          <PagedTable<PortfolioEntry>
            data-testid="portfolio-table"
            rowKey={(entry) => `${entry.kind}-${entry.id}`}
            dataSource={rows}
            page={query.page}
            total={portfolio.data?.page_data.total_count ?? 0}
            totalText={(count) => t('total', { count })}
            loading={portfolio.isFetching}
            onPage={setPage}
            locale={{ emptyText: t('portfolio.empty') }}
            scroll={{ x: 'max-content' }}
            expandable={{
              rowExpandable: (entry) => entry.kind === 'merchant',
              expandedRowRender: (entry) => <RatesVsFloor rates={entry.rates} />,
              columnTitle: t('rates.title'),
            }}
            columns={[
              { title: t('column.name'), dataIndex: 'name', key: 'name' },
              { title: t('column.number'), dataIndex: 'number', key: 'number' },
              {
                title: t('column.reseller'),
                key: 'reseller',
                render: (_, entry) => (entry.is_own ? t('own') : entry.reseller_name),
              },
              {
                title: t('column.status'),
                key: 'status',
                render: (_, entry) => <Tag color={STATUS_COLOUR[entry.status]}>{t(`status.${entry.status}`)}</Tag>,
              },
              {
                title: t('column.verification'),
                key: 'verification',
                render: (_, entry) =>
                  entry.is_verified === null ? '—' : t(entry.is_verified ? 'verified' : 'not_verified'),
              },
              { title: t('column.created'), dataIndex: 'created_time', key: 'created' },
            ]}
          />
        )}
      </Card>
    </div>
  );
}
