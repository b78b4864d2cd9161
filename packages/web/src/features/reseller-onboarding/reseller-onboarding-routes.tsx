import { lazy, type ComponentType } from 'react';
import { loadShellNamespaces } from '../../i18n/i18n.ts';

/** A workspace page of the add-merchant flow, loaded on demand with the catalogues it reads. */
const page = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(async () => {
    const [module] = await Promise.all([load(), loadShellNamespaces()]);
    return module;
  });

export const AddMerchantPage = page(() => import('./pages/add-merchant-page.tsx'));
export const ResellerApplicationListPage = page(() => import('./pages/application-list-page.tsx'));
export const ResellerApplicationDetailPage = page(() => import('./pages/application-detail-page.tsx'));
