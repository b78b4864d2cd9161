import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { htmlLang, initialLanguage, rememberLanguage, translate, type PayLanguage } from './i18n.ts';
import { PayContext } from './pay-context.ts';
import { newPayQueryClient } from './query.ts';
import { parseRoute } from './route.ts';
import { CollectionScreen } from './screens/collection-screen.tsx';
import { NotFoundScreen } from './screens/not-found-screen.tsx';
import { OrderScreen } from './screens/order-screen.tsx';
import { StoreScreen } from './screens/store-screen.tsx';
import { WalletScreen } from './screens/wallet-screen.tsx';

/** The customer pay app: a store's payment link, an order, the sandbox wallet step, a collection order's payer page. */
export function PayApp() {
  const [language, setLanguage] = useState<PayLanguage>(initialLanguage);
  const route = useMemo(() => parseRoute(window.location.pathname), []);
  const [queryClient] = useState(newPayQueryClient);
  const context = useMemo(
    () => ({
      language,
      t: (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
        translate(language, key, params),
    }),
    [language],
  );

  useEffect(() => {
    document.documentElement.lang = htmlLang(language);
  }, [language]);

  const toggle = () => {
    const next = language === 'en' ? 'zh_CN' : 'en';
    rememberLanguage(next);
    setLanguage(next);
  };

  return (
    <QueryClientProvider client={queryClient}>
      <PayContext.Provider value={context}>
        <div className="pay-shell">
          <header className="pay-topbar">
            <button
              type="button"
              className="pay-link-button"
              onClick={toggle}
              aria-label={context.t('language_switch_label')}
              lang={language === 'en' ? 'zh-CN' : 'en'}
            >
              {context.t('language_switch')}
            </button>
          </header>
          <main className="pay-main">
            {route.kind === 'store' && <StoreScreen token={route.token} />}
            {route.kind === 'order' && <OrderScreen token={route.token} />}
            {route.kind === 'wallet' && <WalletScreen token={route.token} />}
            {route.kind === 'collection' && <CollectionScreen token={route.token} />}
            {route.kind === 'unknown' && <NotFoundScreen />}
          </main>
          <footer className="pay-footer">{context.t('secure_note')}</footer>
        </div>
      </PayContext.Provider>
    </QueryClientProvider>
  );
}
