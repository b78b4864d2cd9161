import { Layout } from 'antd';
import { HeaderLinks } from './header-links.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { MessagesBadge } from './messages-badge.tsx';
import { PageTitle } from './page-title.tsx';
import { UserMenu } from './user-menu.tsx';

interface AppHeaderProps {
  onChangePassword: () => void;
  onSwitchMerchant: () => void;
}

/** The top bar: page title on the left; links, messages, language and the user dropdown on the right. */
export function AppHeader({ onChangePassword, onSwitchMerchant }: AppHeaderProps) {
  return (
    <Layout.Header className="shell-header">
      <PageTitle />
      <div className="shell-header__actions">
        <HeaderLinks />
        <MessagesBadge />
        <LanguageSwitcher />
        <UserMenu onChangePassword={onChangePassword} onSwitchMerchant={onSwitchMerchant} />
      </div>
    </Layout.Header>
  );
}
