import { Spin } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import {
  AuditLogPage,
  ConsoleLayout,
  ConsoleLoginPage,
  ConsoleSecurityLogPage,
  QueuePage,
  QueuesPage,
} from '../features/console/console-routes.tsx';
import { IdleTimeoutModal } from './layout/idle/idle-timeout-modal.tsx';

const suspended = (node: ReactNode) => (
  <Suspense
    fallback={
      <div style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <Spin />
      </div>
    }
  >
    {node}
  </Suspense>
);

/**
 * /console/*: the provider's review console, beside the merchant back-office and outside its guard and shell (its
 * own sign-in, layout and menu; the server refuses every console call to anyone but the provider's staff).
 */
export const consoleRoutes: RouteObject[] = [
  { path: '/console/login', element: suspended(<ConsoleLoginPage />) },
  {
    path: '/console',
    // Staff sessions end after the same idle limit as merchants': the same warning, back to the console's sign-in.
    element: suspended(<ConsoleLayout idleWarning={<IdleTimeoutModal signInPath="/console/login" />} />),
    children: [
      { index: true, element: <Navigate to="/console/queues" replace /> },
      { path: 'queues', element: suspended(<QueuesPage />) },
      { path: 'queues/:queue', element: suspended(<QueuePage />) },
      { path: 'audit', element: suspended(<AuditLogPage />) },
      { path: 'security', element: suspended(<ConsoleSecurityLogPage />) },
      { path: '*', element: <Navigate to="/console/queues" replace /> },
    ],
  },
];
