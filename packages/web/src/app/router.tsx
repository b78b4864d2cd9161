import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { loadShellNamespaces } from '../i18n/i18n.ts';
import { consoleRoutes } from './console-router.tsx';
import { GuardedOutlet } from './guarded-outlet.tsx';
import { PAGES } from './pages.ts';
import { resellerRoutes } from './reseller-router.tsx';
import { RoutedPage } from './routed-page.tsx';
import { ROUTES } from './routes.ts';

// The shell (menu, header, modals) loads after sign-in, so the sign-in route's first load stays small.
const MainLayout = lazy(() =>
  Promise.all([import('./layout/main-layout.tsx'), loadShellNamespaces()]).then(([module]) => ({
    default: module.MainLayout,
  })),
);

const fallback = (
  <div style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
    <Spin />
  </div>
);

function element(name: keyof typeof PAGES) {
  const Page = PAGES[name];
  return (
    <Suspense fallback={fallback}>
      <RoutedPage page={Page} />
    </Suspense>
  );
}

export const router = createBrowserRouter([
  ...consoleRoutes,
  ...resellerRoutes,
  {
    element: <GuardedOutlet />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      ...ROUTES.filter((route) => route.layout === 'bare').map((route) => ({
        path: route.path,
        element: element(route.name),
      })),
      {
        element: (
          <Suspense fallback={fallback}>
            <MainLayout />
          </Suspense>
        ),
        children: ROUTES.filter((route) => route.layout === 'main').map((route) => ({
          path: route.path,
          element: element(route.name),
        })),
      },
      { path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
]);
