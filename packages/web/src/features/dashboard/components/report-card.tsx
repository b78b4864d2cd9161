import { Card, Empty, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ReportCardProps {
  title: ReactNode;
  extra?: ReactNode;
  /** Fetching (first load, or a new period while the previous figures stay in view). */
  isLoading: boolean;
  /** Nothing to show: a failed load or an empty period. */
  isEmpty: boolean;
  testId: string;
  children: ReactNode;
}

/** A dashboard card: the report, a spinner over it while it loads, or the no-data placeholder. */
export function ReportCard({ title, extra, isLoading, isEmpty, testId, children }: ReportCardProps) {
  const { t } = useTranslation('dashboard');
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
