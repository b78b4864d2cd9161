import {
  IdcardOutlined,
  KeyOutlined,
  LogoutOutlined,
  PlusCircleOutlined,
  SafetyOutlined,
  ShopOutlined,
  SwapOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { isPageAllowedInMerchant } from '@mbo/contracts/access';
import type { TFunction } from 'i18next';
import { liveMerchants, type SessionSnapshot } from '../../../lib/session.ts';

type Items = NonNullable<MenuProps['items']>;

/** Routes the dropdown links to, by item key. */
export const USER_MENU_ROUTES: Record<string, string> = {
  profile: '/business',
  team: '/employee',
  addMerchant: '/addMerchantList',
  personal: '/personal',
  security: '/setting',
};

/**
 * The user dropdown of the spec (section 2): merchant name, user name, profile (business role only), merchant
 * switcher (more than one live merchant only), team, add merchant, personal info, security settings, change
 * password, logout. Entries whose page the roles refuse are left out rather than bouncing the user back.
 */
export function userMenuItems(session: SessionSnapshot, t: TFunction<'shell'>): Items {
  const { roles, merchant, user } = session;
  const merchants = liveMerchants(user);
  // An unverified merchant's members do not see profile or team (access.ts, UNVERIFIED_MERCHANT_PAGES).
  const can = (page: Parameters<typeof isPageAllowedInMerchant>[1]) =>
    isPageAllowedInMerchant(roles, page, merchant?.is_verify === true);
  const items: Items = [
    {
      key: 'merchantName',
      icon: <ShopOutlined aria-hidden />,
      label: merchant?.name ?? t('user.no_merchant'),
      disabled: true,
      className: 'shell-user__who',
    },
    {
      key: 'userName',
      icon: <UserOutlined aria-hidden />,
      label: user?.user.name ?? '',
      disabled: true,
      className: 'shell-user__who',
    },
    { type: 'divider' },
  ];
  if (merchant && can('business'))
    items.push({ key: 'profile', icon: <IdcardOutlined aria-hidden />, label: t('user.profile') });
  if (merchants.length > 1) items.push({ key: 'switch', icon: <SwapOutlined aria-hidden />, label: t('user.switch') });
  if (merchant && can('employee'))
    items.push({ key: 'team', icon: <TeamOutlined aria-hidden />, label: t('user.team') });
  items.push({ key: 'addMerchant', icon: <PlusCircleOutlined aria-hidden />, label: t('user.add_merchant') });
  // A person without a merchant verifies themselves first; inside a merchant the page table's role decides.
  if (!merchant || can('personal'))
    items.push({ key: 'personal', icon: <UserOutlined aria-hidden />, label: t('user.personal') });
  items.push(
    { key: 'security', icon: <SafetyOutlined aria-hidden />, label: t('user.security') },
    { key: 'changePassword', icon: <KeyOutlined aria-hidden />, label: t('user.change_password') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: t('user.logout'), danger: true },
  );
  return items;
}
