import { lazy, useContext, type ComponentType } from 'react';
import { UnverifiedRefusalContext } from './unverified-context.ts';

// Loaded only when a page is refused (antd's Result and its pictures stay out of the sign-in route's first load);
// the route's Suspense shows its spinner meanwhile.
const UnverifiedRefusal = lazy(() =>
  import('./unverified-refusal.tsx').then((module) => ({ default: module.UnverifiedRefusal })),
);

/** A route's page, or the unverified merchant's refusal in its place (route-guard.ts decides which). */
export function RoutedPage({ page: Page }: { page: ComponentType }) {
  const isRefused = useContext(UnverifiedRefusalContext);
  return isRefused ? <UnverifiedRefusal /> : <Page />;
}
