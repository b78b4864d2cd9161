import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import '../payouts.css';

/** The payouts area's list pages: the filter bar in one card, the captioned table in the next. */
export function ListLayout({
  filters,
  caption,
  children,
}: {
  filters: ReactNode;
  caption: string;
  children: ReactNode;
}) {
  return (
    <div className="payouts-page">
      <Card>{filters}</Card>
      <Card>
        <Typography.Title level={2} className="payouts-page__title">
          {caption}
        </Typography.Title>
        {children}
      </Card>
    </div>
  );
}
