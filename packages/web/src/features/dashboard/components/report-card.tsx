import { Card, Empty, Skeleton, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ReportCardProps {
  title: ReactNode;
  extra?: ReactNode;
  /** Fetching (first load, or a new period while the previous figures stay in view). */
  isLoading: boolean;
  /**
   * No figures yet and none failed: the first load, or a report still waiting for what it depends on (the
   * merchant's today). A skeleton stands in, never the no-data text.
   */
  isPending?: boolean;
  /** Nothing to show: a failed load or an empty period. */
  isEmpty: boolean;
  testId: string;
  children: ReactNode;
}

/** A dashboard card: a skeleton before the first figures, the report (a spinner over it while it reloads), or no data. */
export function ReportCard({ title, extra, isLoading, isPending, isEmpty, testId, children }: ReportCardProps) {
  const { t } = useTranslation('dashboard');
  if (isPending)
    return (
      <Card title={title} extra={extra} className="dashboard-card" data-testid={testId} aria-busy>
        <Skeleton active paragraph={{ rows: 4 }} data-testid={`${testId}-skeleton`} />
      </Card>
    );
  return (
    <Card title={title} extra={extra} className="dashboard-card" data-testid={testId}>
      <Spin spinning={isLoading} description={t('loading')}>
        {isEmpty && !isLoading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('no_data')} data-testid={`${testId}-empty`} />
        ) : (
          children
        )}
      </Spin>
    </Card>
  );
}
