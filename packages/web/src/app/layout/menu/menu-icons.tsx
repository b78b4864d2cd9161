import {
  ApiOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  CreditCardOutlined,
  HomeOutlined,
  SettingOutlined,
  SwapOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Icons of the top-level entries; a collapsed menu shows only these. */
export const MENU_ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined aria-hidden />,
  home_n: <HomeOutlined aria-hidden />,
  transaction: <SwapOutlined aria-hidden />,
  payout: <WalletOutlined aria-hidden />,
  reports: <BarChartOutlined aria-hidden />,
  settings: <SettingOutlined aria-hidden />,
  api: <ApiOutlined aria-hidden />,
  applications: <AppstoreOutlined aria-hidden />,
  creditGroup: <CreditCardOutlined aria-hidden />,
};
