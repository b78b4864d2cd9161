import { Spin } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PortfolioPage, StatementsPage } from '../features/reseller-portfolio/reseller-portfolio-routes.tsx';
import {
  AddMerchantPage,
  ResellerApplicationDetailPage,
  ResellerApplicationListPage,
} from '../features/reseller-onboarding/reseller-onboarding-routes.tsx';
import { BaseRatesPage, ResellerLayout, SubResellersPage } from '../features/resellers/resellers-routes.tsx';

// The idle warning loads with the workspace's layout, not with the entry (as the console's).
const IdleTimeoutModal = lazy(() =>
  import('./layout/idle/idle-timeout-modal.tsx').then((module) => ({ default: module.IdleTimeoutModal })),
);

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
 * /reseller/*: the reseller workspace (issue 15), beside the merchant back-office and outside its guard and shell
 * (no merchant is chosen here): its own layout and menu; the server admits its calls to reseller members only.
 * Each page is a lazy component exported by its feature's `*-routes.tsx`, one entry here each.
 */
export const resellerRoutes: RouteObject[] = [
  // Outside the layout: an invited member has no session yet.
  {
    path: '/reseller',
    element: suspended(
      <ResellerLayout
        idleWarning={
          <Suspense fallback={null}>
            <IdleTimeoutModal />
          </Suspense>
        }
      />,
    ),
    children: [
      { index: true, element: <Navigate to="/reseller/merchants" replace /> },
      // The portfolio and margin statements (reseller-portfolio), the add-merchant form and the applications
      // (reseller-onboarding), the sub-resellers and base rates (resellers).
      { path: 'merchants', element: suspended(<PortfolioPage />) },
      { path: 'statements', element: suspended(<StatementsPage />) },
      { path: 'add', element: suspended(<AddMerchantPage />) },
      { path: 'applications', element: suspended(<ResellerApplicationListPage />) },
      { path: 'applications/:id', element: suspended(<ResellerApplicationDetailPage />) },
      { path: 'sub-resellers', element: suspended(<SubResellersPage />) },
      { path: 'rates', element: suspended(<BaseRatesPage />) },
      { path: '*', element: <Navigate to="/reseller/merchants" replace /> },
    ],
  },
];
