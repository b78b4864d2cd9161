import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { liveMerchants, useSession } from '../../../lib/session.ts';

/** The full-screen loading overlay of a merchant switch; it blocks the page until the reload. */
export function MerchantSwitchOverlay({ targetId }: { targetId: number | null }) {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  if (targetId === null) return null;
  const name = liveMerchants(user).find((merchant) => merchant.id === targetId)?.name ?? '';
  return (
    <div
      className="shell-overlay"
      role="status"
      aria-live="assertive"
      aria-busy="true"
      data-testid="merchant-switch-overlay"
    >
      <Spin size="large" />
      <p className="shell-overlay__text">{t('switch.loading', { name })}</p>
    </div>
  );
}
