import { useState } from 'react';
import { SANDBOX_STATUS } from '@mbo/contracts/statuses';
import { payCall, PayCallError } from '../api.ts';
import { formatMoney } from '../form.ts';
import { METHOD_LABEL, methodOfChannel } from '../methods.ts';
import { usePay } from '../pay-context.ts';
import { usePayQuery } from '../query.ts';
import { orderPath } from '../route.ts';
import { LoadFailed, Loading } from './load-state.tsx';
import { NotFoundScreen } from './not-found-screen.tsx';

type Action = 'pay' | 'fail' | 'cancel';

/** The sandbox wallet step: what a wallet app shows — who is paid, how much — and pay, fail or cancel. */
export function WalletScreen({ token }: { token: string }) {
  const { t, language } = usePay();
  const [working, setWorking] = useState<Action | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const { load, retry } = usePayQuery('sandbox/wallet', { txn_token: token });

  if (load.state === 'loading') return <Loading />;
  if (load.state === 'missing') return <NotFoundScreen message={load.message} />;
  if (load.state === 'failed') return <LoadFailed message={load.message} onRetry={retry} />;
  const { wallet } = load.data;
  const family = methodOfChannel(wallet.channel_id);
  const channelName = t(METHOD_LABEL[family]);

  const act = async (action: Action) => {
    setWorking(action);
    setServerError(null);
    try {
      const result = await payCall('sandbox/wallet_action', { txn_token: token, action }, language);
      window.location.replace(orderPath(result.order_token));
    } catch (error) {
      setServerError(error instanceof PayCallError && error.serverMessage ? error.serverMessage : t('error_network'));
      setWorking(null);
    }
  };

  return (
    <section className={`pay-card pay-wallet pay-wallet-${family}`} aria-labelledby="pay-wallet-title">
      <h1 id="pay-wallet-title" className="pay-wallet-brand">
        {t('wallet_title', { channel: channelName })}
      </h1>
      <p className="pay-wallet-hint">{t('wallet_hint')}</p>
      <p className="pay-store-caption">{t('pay_to')}</p>
      <p className="pay-wallet-store">{wallet.store_name}</p>
      <p className="pay-wallet-amount">{formatMoney(wallet.amount, wallet.currency, wallet.currency_id)}</p>
      {wallet.status === SANDBOX_STATUS.awaiting ? (
        <>
          <p className="pay-wallet-expiry">
            {t('wallet_expires', {
              time: new Date(wallet.expires_at).toLocaleTimeString(language === 'zh_CN' ? 'zh-CN' : 'en-AU', {
                hour: '2-digit',
                minute: '2-digit',
              }),
            })}
          </p>
          {serverError && (
            <p className="pay-alert" role="alert">
              {serverError}
            </p>
          )}
          <div className="pay-wallet-actions">
            <button
              type="button"
              className="pay-button pay-button-primary"
              disabled={working !== null}
              onClick={() => act('pay')}
            >
              {working === 'pay' ? t('wallet_working') : t('wallet_pay')}
            </button>
            <button type="button" className="pay-button" disabled={working !== null} onClick={() => act('fail')}>
              {working === 'fail' ? t('wallet_working') : t('wallet_fail')}
            </button>
            <button
              type="button"
              className="pay-button pay-button-quiet"
              disabled={working !== null}
              onClick={() => act('cancel')}
            >
              {working === 'cancel' ? t('wallet_working') : t('wallet_cancel')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p role="status">{t('wallet_decided')}</p>
          <a className="pay-button" href={orderPath(wallet.order_token)}>
            {t('wallet_back')}
          </a>
        </>
      )}
    </section>
  );
}
