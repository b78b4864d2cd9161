import { lazy, type ComponentType } from 'react';
import { loadShellNamespaces } from '../../i18n/i18n.ts';

/** A console page, loaded on demand with the catalogues it reads (console, securityLog): none weighs on the sign-in. */
const page = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(async () => {
    const [module] = await Promise.all([load(), loadShellNamespaces()]);
    return module;
  });

export const ConsoleLoginPage = page(() => import('./pages/console-login-page.tsx'));
export const ConsoleLayout = lazy(async () => {
  const [module] = await Promise.all([import('./components/console-layout.tsx'), loadShellNamespaces()]);
  return { default: module.ConsoleLayout };
});
export const QueuesPage = page(() => import('./pages/queues-page.tsx'));
export const QueuePage = page(() => import('./pages/queue-page.tsx'));
export const AuditLogPage = page(() => import('./pages/audit-log-page.tsx'));
export const ConsoleSecurityLogPage = page(() => import('./pages/security-log-page.tsx'));
export const StaffPage = page(() => import('./pages/staff-page.tsx'));
export const ConsoleMessagesPage = page(() => import('./pages/messages-page.tsx'));
export const ConsoleCreditPage = page(() => import('./pages/credit-page.tsx'));
export const ResellersPage = page(() => import('./pages/resellers-page.tsx'));
export const ResellerPage = page(() => import('./pages/reseller-page.tsx'));
export const WelcomePage = page(() => import('./pages/welcome-page.tsx'));
export const ConsoleTwoStepPage = lazy(async () => {
  const [module] = await Promise.all([import('./pages/two-step-page.tsx'), loadShellNamespaces()]);
  return { default: module.ConsoleTwoStepPage };
});
