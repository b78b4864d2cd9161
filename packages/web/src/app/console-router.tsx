import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import {
  AuditLogPage,
  ConsoleLayout,
  ConsoleCreditPage,
  ConsoleLoginPage,
  ConsoleMessagesPage,
  ConsoleSecurityLogPage,
  ConsoleTwoStepPage,
  QueuePage,
  QueuesPage,
  ResellerPage,
  ResellersPage,
  StaffPage,
  WelcomePage,
} from '../features/console/console-routes.tsx';
import { CONSOLE_TWO_STEP_PATH } from '../features/console/lib/console-paths.ts';
import { idleWarning, suspended } from './area-routes.tsx';

/** The two-factor area's set-up, shown by the console's own two-step page (features do not import each other). */
const SetupFlow = lazy(async () => ({
  default: (await import('../features/two-factor/components/setup-flow.tsx')).SetupFlow,
}));

/**
 * /console/*: the provider's review console, beside the merchant back-office and outside its guard and shell (its
 * own sign-in, layout and menu; the server refuses every console call to anyone but the provider's staff).
 */
export const consoleRoutes: RouteObject[] = [
  { path: '/console/login', element: suspended(<ConsoleLoginPage />) },
  { path: '/console/welcome', element: suspended(<WelcomePage />) },
  {
    path: CONSOLE_TWO_STEP_PATH,
    element: suspended(<ConsoleTwoStepPage setup={(onDone) => suspended(<SetupFlow onDone={onDone} />)} />),
  },
  {
    path: '/console',
    // Staff sessions end after the same idle limit as merchants': the same warning, back to the console's sign-in.
    element: suspended(<ConsoleLayout idleWarning={idleWarning('/console/login')} />),
    children: [
      { index: true, element: <Navigate to="/console/queues" replace /> },
      { path: 'queues', element: suspended(<QueuesPage />) },
      { path: 'queues/:queue', element: suspended(<QueuePage />) },
      { path: 'audit', element: suspended(<AuditLogPage />) },
      { path: 'security', element: suspended(<ConsoleSecurityLogPage />) },
      { path: 'staff', element: suspended(<StaffPage />) },
      { path: 'messages', element: suspended(<ConsoleMessagesPage />) },
      { path: 'credit', element: suspended(<ConsoleCreditPage />) },
      { path: 'resellers', element: suspended(<ResellersPage />) },
      { path: 'resellers/:id', element: suspended(<ResellerPage />) },
      { path: '*', element: <Navigate to="/console/queues" replace /> },
    ],
  },
];
