import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PagedTable, type PagedTableProps } from '../../../components/paged-table.tsx';

/** A console log page: title, intro, the filter bar and the paged table, wide rows scrolling sideways. */
export function LogCard<Row extends { id: number }>({
  heading,
  intro,
  filters,
  ...table
}: { heading: string; intro: string; filters: ReactNode } & Omit<PagedTableProps<Row>, 'rowKey' | 'scroll' | 'title'>) {
  return (
    <Card>
      <Typography.Title level={2}>{heading}</Typography.Title>
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      {filters}
      <PagedTable<Row> rowKey="id" scroll={{ x: 'max-content' }} {...table} />
    </Card>
  );
}
