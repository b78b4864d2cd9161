import { Spin } from 'antd';
import { Suspense, useEffect } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session.ts';
import { MainLayout } from './layout/main-layout.tsx';
import { PAGES } from './pages.ts';
import { decide } from './route-guard.ts';
import { ROUTES, routeByPath } from './routes.ts';

let lastAllowedPath: string | null = null;

/** Applies the access guard to every navigation; a refused page goes back to the last allowed one, or to login. */
function Guarded() {
  const location = useLocation();
  const session = useSession();
  const route = routeByPath(location.pathname);
  const decision = route
    ? decide(route, session.token !== null, session.roles, session.merchant?.is_opened_credit === true)
    : ({ allow: false, redirect: 'login' } as const);
  useEffect(() => {
    if (decision.allow) lastAllowedPath = location.pathname + location.search;
  });
  if (!decision.allow) {
    const target = decision.redirect === 'back' && lastAllowedPath ? lastAllowedPath : '/login';
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}

const fallback = (
  <div style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
    <Spin />
  </div>
);

function element(name: keyof typeof PAGES) {
  const Page = PAGES[name];
  return (
    <Suspense fallback={fallback}>
      <Page />
    </Suspense>
  );
}

export const router = createBrowserRouter([
  {
    element: <Guarded />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      ...ROUTES.filter((route) => route.layout === 'bare').map((route) => ({ path: route.path, element: element(route.name) })),
      {
        element: <MainLayout />,
        children: ROUTES.filter((route) => route.layout === 'main').map((route) => ({ path: route.path, element: element(route.name) })),
      },
      { path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
]);
