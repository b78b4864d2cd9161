import { useContext, type ComponentType } from 'react';
import { UnverifiedRefusalContext } from './unverified-context.ts';
import { UnverifiedRefusal } from './unverified-refusal.tsx';

/** A route's page, or the unverified merchant's refusal in its place (route-guard.ts decides which). */
export function RoutedPage({ page: Page }: { page: ComponentType }) {
  const isRefused = useContext(UnverifiedRefusalContext);
  return isRefused ? <UnverifiedRefusal /> : <Page />;
}
