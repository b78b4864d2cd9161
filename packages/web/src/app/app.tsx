import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { i18n } from '../i18n/i18n.ts';
import { setInvalidTokenHandler, setTwoFactorSetupHandler } from '../lib/api-client.ts';
import { setMessageApi } from '../lib/notify.ts';
import { useReducedMotion } from '../lib/reduced-motion.ts';
import { endSession, TWO_STEP_SETUP_PATH } from '../lib/session.ts';
import { router } from './router.tsx';
import { themeFor } from './theme.ts';
import { CONSOLE_TWO_STEP_PATH } from '../features/console/lib/console-paths.ts';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

setInvalidTokenHandler(() => {
  endSession();
  queryClient.clear();
  // The console has its own sign-in.
  const isConsole = router.state.location.pathname.startsWith('/console');
  void router.navigate(isConsole ? '/console/login' : '/login', { replace: true });
});

// A merchant began requiring two-step verification of role 1 while this user was signed in without it; in the
// console: a staff member without it (staff must use it).
setTwoFactorSetupHandler(() => {
  const isConsole = router.state.location.pathname.startsWith('/console');
  const path = isConsole ? CONSOLE_TWO_STEP_PATH : TWO_STEP_SETUP_PATH;
  if (router.state.location.pathname !== path) void router.navigate(path, { replace: true });
});

/** Hands antd's context-aware message API to the call wrapper's toasts. */
function MessageBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => setMessageApi(message), [message]);
  return null;
}

function Localised() {
  const { i18n: current } = useTranslation();
  const isMotionReduced = useReducedMotion();
  return (
    <ConfigProvider locale={current.language === 'zh_CN' ? zhCN : enUS} theme={themeFor(isMotionReduced)}>
      <AntApp>
        <MessageBridge />
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>
  );
}

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Localised />
      </QueryClientProvider>
    </I18nextProvider>
  );
}

export { queryClient };
