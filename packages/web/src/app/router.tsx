import { Spin } from 'antd';
import { Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { GuardedOutlet } from './guarded-outlet.tsx';
import { MainLayout } from './layout/main-layout.tsx';
import { PAGES } from './pages.ts';
import { ROUTES } from './routes.ts';

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
    element: <GuardedOutlet />,
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
