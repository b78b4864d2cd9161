import { lazy, useContext, type ComponentType } from 'react';
import { UnverifiedRefusalContext } from './unverified-context.ts';

// Loaded only when a page is refused (antd's Result and its pictures stay out of the sign-in route's first load);
// the route's Suspense shows its spinner meanwhile.
const UnverifiedRefusal = lazy(() =>
  import('./unverified-refusal.tsx').then((module) => ({ default: module.UnverifiedRefusal })),
);
const ForbiddenRefusal = lazy(() =>
  import('./forbidden-refusal.tsx').then((module) => ({ default: module.ForbiddenRefusal })),
);

/** A route's page, or the refusal in its place (route-guard.ts decides which). */
export function RoutedPage({ page: Page }: { page: ComponentType }) {
  const refusal = useContext(UnverifiedRefusalContext);
  if (refusal === 'unverified') return <UnverifiedRefusal />;
  if (refusal === 'forbidden') return <ForbiddenRefusal />;
  return <Page />;
}
