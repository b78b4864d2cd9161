import { Spin } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';

/**
 * What the routers of the areas beside the merchant shell (the console, the reseller workspace) share: a lazy page
 * with a spinner while it loads, and the app's idle-timeout warning for their layouts.
 */
export const suspended = (node: ReactNode) => (
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

// The idle warning (antd's Modal and Progress) loads with an area's layout, not with the entry: the router imports
// the area routers, so a static import would put it in the sign-in route's first load.
const IdleTimeoutModal = lazy(() =>
  import('./layout/idle/idle-timeout-modal.tsx').then((module) => ({ default: module.IdleTimeoutModal })),
);

/** The idle warning for an area's layout; `signInPath`: where a person signed out by it lands. */
export const idleWarning = (signInPath?: string) => (
  <Suspense fallback={null}>
    <IdleTimeoutModal signInPath={signInPath} />
  </Suspense>
);
