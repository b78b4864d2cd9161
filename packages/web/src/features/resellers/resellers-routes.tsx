import { lazy } from 'react';
import { lazyWithCatalogues, loadShellNamespaces } from '../../i18n/i18n.ts';

export const ResellerLayout = lazy(async () => {
  const [module] = await Promise.all([import('./components/reseller-layout.tsx'), loadShellNamespaces()]);
  return { default: module.ResellerLayout };
});
export const BaseRatesPage = lazyWithCatalogues(() => import('./pages/base-rates-page.tsx'));
export const SubResellersPage = lazyWithCatalogues(() => import('./pages/sub-resellers-page.tsx'));
export const MembersPage = lazyWithCatalogues(() => import('./pages/members-page.tsx'));
