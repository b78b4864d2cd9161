import { lazy } from 'react';
import { lazyWithCatalogues, loadShellNamespaces } from '../../i18n/i18n.ts';

export const ConsoleLoginPage = lazyWithCatalogues(() => import('./pages/console-login-page.tsx'));
export const ConsoleLayout = lazy(async () => {
  const [module] = await Promise.all([import('./components/console-layout.tsx'), loadShellNamespaces()]);
  return { default: module.ConsoleLayout };
});
export const QueuesPage = lazyWithCatalogues(() => import('./pages/queues-page.tsx'));
export const QueuePage = lazyWithCatalogues(() => import('./pages/queue-page.tsx'));
export const AuditLogPage = lazyWithCatalogues(() => import('./pages/audit-log-page.tsx'));
export const ConsoleSecurityLogPage = lazyWithCatalogues(() => import('./pages/security-log-page.tsx'));
export const StaffPage = lazyWithCatalogues(() => import('./pages/staff-page.tsx'));
export const ConsoleMessagesPage = lazyWithCatalogues(() => import('./pages/messages-page.tsx'));
export const ConsoleCreditPage = lazyWithCatalogues(() => import('./pages/credit-page.tsx'));
export const ResellersPage = lazyWithCatalogues(() => import('./pages/resellers-page.tsx'));
export const ResellerPage = lazyWithCatalogues(() => import('./pages/reseller-page.tsx'));
export const WelcomePage = lazyWithCatalogues(() => import('./pages/welcome-page.tsx'));
export const ConsoleTwoStepPage = lazy(async () => {
  const [module] = await Promise.all([import('./pages/two-step-page.tsx'), loadShellNamespaces()]);
  return { default: module.ConsoleTwoStepPage };
});
