import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { useLogout } from '../../api/logout.ts';
import { USER_MENU_ROUTES, userMenuItems } from './user-menu-items.tsx';

interface UserMenuProps {
  onChangePassword: () => void;
  onSwitchMerchant: () => void;
}

/** The user dropdown in the header. */
export function UserMenu({ onChangePassword, onSwitchMerchant }: UserMenuProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const session = useSession();
  const logout = useLogout();

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'switch') onSwitchMerchant();
    else if (key === 'changePassword') onChangePassword();
    else if (key === 'logout') logout.mutate();
    else if (USER_MENU_ROUTES[key]) void navigate(USER_MENU_ROUTES[key]);
  };

  return (
    <Dropdown
      menu={{ items: userMenuItems(session, t), onClick }}
      trigger={['click']}
      placement="bottomRight"
      autoFocus
    >
      <Button
        type="text"
        className="shell-user"
        aria-label={t('header.account_menu', { name: session.user?.user.name ?? '' })}
        data-testid="user-menu"
      >
        <Avatar size="small" icon={<UserOutlined />} aria-hidden />
        <span className="shell-user__name">{session.user?.user.name}</span>
        <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
