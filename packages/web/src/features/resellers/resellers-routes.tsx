import { lazy, type ComponentType } from 'react';
import { loadShellNamespaces } from '../../i18n/i18n.ts';

/** A workspace page, loaded on demand with the catalogues it reads: none weighs on the sign-in. */
const page = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(async () => {
    const [module] = await Promise.all([load(), loadShellNamespaces()]);
    return module;
  });

export const ResellerLayout = lazy(async () => {
  const [module] = await Promise.all([import('./components/reseller-layout.tsx'), loadShellNamespaces()]);
  return { default: module.ResellerLayout };
});
export const BaseRatesPage = page(() => import('./pages/base-rates-page.tsx'));
export const SubResellersPage = page(() => import('./pages/sub-resellers-page.tsx'));
