import { Layout } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ChangePasswordModal } from '../../features/account/components/change-password-modal.tsx';
import { useSession } from '../../lib/session.ts';
import { AppHeader } from './header/app-header.tsx';
import { IdleTimeoutModal } from './idle/idle-timeout-modal.tsx';
import { useTokenRefresh } from './idle/use-token-refresh.ts';
import { AgreementModal } from './notices/agreement-modal.tsx';
import { IdentityPrompt } from './notices/identity-prompt.tsx';
import { MonthlyReportModal } from './reports/monthly-report-modal.tsx';
import { AppSider } from './sider/app-sider.tsx';
import { MerchantSwitchModal } from './switch/merchant-switch-modal.tsx';
import { MerchantSwitchOverlay } from './switch/merchant-switch-overlay.tsx';
import { useMerchantSwitch } from './switch/use-merchant-switch.ts';

/**
 * The main layout of the spec (section 2): left menu, top bar, the page, and the shell's modals (change password,
 * merchant switch, monthly report, idle timeout, agreement update, identity prompt) and the merchant-switch overlay.
 */
export function MainLayout() {
  const { t } = useTranslation('shell');
  const session = useSession();
  const [isPasswordOpen, setIsPasswordOpen] = useState(false);
  const [isMonthlyOpen, setIsMonthlyOpen] = useState(false);
  const [isSwitchOpen, setIsSwitchOpen] = useState(false);
  const merchantSwitch = useMerchantSwitch();
  useTokenRefresh(session.token !== null);

  return (
    <Layout className="shell">
      <a className="skip-link" href="#main-content">
        {t('skip_to_content')}
      </a>
      <AppSider onOpenMonthlyReport={() => setIsMonthlyOpen(true)} />
      <Layout className="shell-body">
        <AppHeader onChangePassword={() => setIsPasswordOpen(true)} onSwitchMerchant={() => setIsSwitchOpen(true)} />
        <Layout.Content id="main-content" className="shell-content" tabIndex={-1}>
          <Outlet />
        </Layout.Content>
      </Layout>
      <ChangePasswordModal isOpen={isPasswordOpen} onClose={() => setIsPasswordOpen(false)} />
      <MerchantSwitchModal
        isOpen={isSwitchOpen}
        onClose={() => setIsSwitchOpen(false)}
        onChoose={merchantSwitch.switchTo}
      />
      <MonthlyReportModal isOpen={isMonthlyOpen} onClose={() => setIsMonthlyOpen(false)} />
      <IdleTimeoutModal />
      <AgreementModal />
      <IdentityPrompt />
      <MerchantSwitchOverlay targetId={merchantSwitch.targetId} />
    </Layout>
  );
}
