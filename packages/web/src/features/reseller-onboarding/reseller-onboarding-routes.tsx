import { lazyWithCatalogues } from '../../i18n/i18n.ts';

export const AddMerchantPage = lazyWithCatalogues(() => import('./pages/add-merchant-page.tsx'));
export const ResellerApplicationListPage = lazyWithCatalogues(() => import('./pages/application-list-page.tsx'));
export const ResellerApplicationDetailPage = lazyWithCatalogues(() => import('./pages/application-detail-page.tsx'));
