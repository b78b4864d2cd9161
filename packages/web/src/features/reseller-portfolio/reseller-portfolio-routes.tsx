import { lazyWithCatalogues } from '../../i18n/i18n.ts';

export const PortfolioPage = lazyWithCatalogues(() => import('./pages/portfolio-page.tsx'));
export const StatementsPage = lazyWithCatalogues(() => import('./pages/statements-page.tsx'));
