import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppMenu } from '../menu/app-menu.tsx';
import { PromoBanner } from './promo-banner.tsx';
import { useSidebarCollapse } from './use-sidebar-collapse.ts';

const SIDER_WIDTH = 240;
const COLLAPSED_WIDTH = 72;
const MENU_ID = 'shell-sider';

/** The collapsible left menu with its handle, the brand and the promo banner. */
export function AppSider({ onOpenMonthlyReport }: { onOpenMonthlyReport: () => void }) {
  const { t } = useTranslation('shell');
  const { isCollapsed, toggle, onPointerEnter, onPointerLeave } = useSidebarCollapse();

  return (
    <Layout.Sider
      id={MENU_ID}
      className="shell-sider"
      width={SIDER_WIDTH}
      collapsedWidth={COLLAPSED_WIDTH}
      collapsed={isCollapsed}
      trigger={null}
      collapsible
      data-testid="app-sider"
      data-collapsed={String(isCollapsed)}
      onMouseEnter={onPointerEnter}
      onMouseLeave={onPointerLeave}
    >
      <div className="shell-sider__top">
        {!isCollapsed && <span className="shell-sider__brand">{t('brand')}</span>}
        <Button
          type="text"
          className="shell-sider__handle"
          icon={isCollapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
          aria-label={isCollapsed ? t('sider.expand') : t('sider.collapse')}
          aria-expanded={!isCollapsed}
          aria-controls={MENU_ID}
          onClick={toggle}
          data-testid="sider-handle"
        />
      </div>
      <nav aria-label={t('menu.label')}>
        <AppMenu isCollapsed={isCollapsed} onOpenMonthlyReport={onOpenMonthlyReport} />
      </nav>
      <PromoBanner isCollapsed={isCollapsed} />
    </Layout.Sider>
  );
}
