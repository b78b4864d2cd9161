import { lazy, type ComponentType } from 'react';
import { loadShellNamespaces } from '../../i18n/i18n.ts';

/** A workspace page, loaded on demand with the catalogues it reads. */
const page = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(async () => {
    const [module] = await Promise.all([load(), loadShellNamespaces()]);
    return module;
  });

export const PortfolioPage = page(() => import('./pages/portfolio-page.tsx'));
export const StatementsPage = page(() => import('./pages/statements-page.tsx'));
