import { Navigate, type RouteObject } from 'react-router';
import { PortfolioPage, StatementsPage } from '../features/reseller-portfolio/reseller-portfolio-routes.tsx';
import {
  AddMerchantPage,
  ResellerApplicationDetailPage,
  ResellerApplicationListPage,
} from '../features/reseller-onboarding/reseller-onboarding-routes.tsx';
import {
  BaseRatesPage,
  MembersPage,
  ResellerLayout,
  SubResellersPage,
} from '../features/resellers/resellers-routes.tsx';
import { idleWarning, suspended } from './area-routes.tsx';

/**
 * /reseller/*: the reseller workspace (issue 15), beside the merchant back-office and outside its guard and shell
 * (no merchant is chosen here): its own layout and menu; the server admits its calls to reseller members only.
 * Each page is a lazy component exported by its feature's `*-routes.tsx`, one entry here each.
 */
export const resellerRoutes: RouteObject[] = [
  {
    path: '/reseller',
    element: suspended(<ResellerLayout idleWarning={idleWarning()} />),
    children: [
      { index: true, element: <Navigate to="/reseller/merchants" replace /> },
      // The portfolio and margin statements (reseller-portfolio), the add-merchant form and the applications
      // (reseller-onboarding), the sub-resellers, base rates and people (resellers).
      { path: 'merchants', element: suspended(<PortfolioPage />) },
      { path: 'statements', element: suspended(<StatementsPage />) },
      { path: 'add', element: suspended(<AddMerchantPage />) },
      { path: 'applications', element: suspended(<ResellerApplicationListPage />) },
      { path: 'applications/:id', element: suspended(<ResellerApplicationDetailPage />) },
      { path: 'sub-resellers', element: suspended(<SubResellersPage />) },
      { path: 'rates', element: suspended(<BaseRatesPage />) },
      { path: 'members', element: suspended(<MembersPage />) },
      { path: '*', element: <Navigate to="/reseller/merchants" replace /> },
    ],
  },
];
