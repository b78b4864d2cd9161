import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/** The settlement pages' second header tab bar (overview §2): settlement method, T+0 same-day, T+0 applications. */
const TABS = ['settlement', 'settlementSet', 'settlementList'] as const;

/** The tab of the page shown: a request's detail belongs to the applications, the others to their own path. */
function activeTab(pathname: string): (typeof TABS)[number] {
  if (pathname.startsWith('/settlementList') || pathname.startsWith('/settlementSetDetail')) return 'settlementList';
  if (pathname.startsWith('/settlementSet')) return 'settlementSet';
  return 'settlement';
}

export function SettlementTabs() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Tabs
      className="settlement-tabs"
      activeKey={activeTab(pathname)}
      onChange={(key) => void navigate(`/${key}`)}
      items={TABS.map((key) => ({ key, label: t(`title.${key}`) }))}
    />
  );
}
