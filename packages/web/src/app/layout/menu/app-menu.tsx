import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { useIsCreditOpened } from '../../api/get-merchant-opened.ts';
import { routeByPath } from '../../routes.ts';
import { MENU_ICONS } from './menu-icons.tsx';
import { buildMenu, isGroup, selectedMenuKey, type MenuLeaf } from './menu-model.ts';

type Item = Required<MenuProps>['items'][number];

interface AppMenuProps {
  isCollapsed: boolean;
  onOpenMonthlyReport: () => void;
}

/** Expanded, the groups start open so every entry is one click away. */
const INITIAL_OPEN_GROUPS = ['reports', 'settings'];

/** The left menu: entries per role and merchant state (menu-model.ts), rendered with antd's keyboard-ready Menu. */
export function AppMenu({ isCollapsed, onOpenMonthlyReport }: AppMenuProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const { roles, merchant } = useSession();
  const isCreditOpened = useIsCreditOpened(merchant);
  // Inline groups and the collapsed menu's hover pop-ups keep separate open keys: the inline ones would otherwise
  // pop up on their own as soon as the menu collapses.
  const [inlineOpen, setInlineOpen] = useState(INITIAL_OPEN_GROUPS);
  const [popupOpen, setPopupOpen] = useState<string[]>([]);
  const [wasCollapsed, setWasCollapsed] = useState(isCollapsed);
  if (wasCollapsed !== isCollapsed) {
    setWasCollapsed(isCollapsed);
    setPopupOpen([]);
  }
  const entries = useMemo(() => buildMenu({ roles, merchant, isCreditOpened }), [roles, merchant, isCreditOpened]);

  const leaves = useMemo(() => {
    const byKey = new Map<string, MenuLeaf>();
    for (const entry of entries)
      for (const leaf of isGroup(entry) ? entry.children : [entry]) byKey.set(leaf.key, leaf);
    return byKey;
  }, [entries]);

  const items: Item[] = entries.map((entry) =>
    isGroup(entry)
      ? {
          key: entry.key,
          icon: MENU_ICONS[entry.key],
          label: t(`menu.${entry.key}`),
          children: entry.children.map((child) => ({ key: child.key, label: t(`menu.${child.key}`) })),
        }
      : { key: entry.key, icon: MENU_ICONS[entry.key], label: t(`menu.${entry.key}`) },
  );

  const route = routeByPath(location.pathname);
  const selected = route ? [selectedMenuKey(route.name)] : [];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const action = leaves.get(key)?.action;
    if (!action) return;
    if (action.kind === 'route') void navigate(action.path);
    else onOpenMonthlyReport();
  };

  return (
    <Menu
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={selected}
      openKeys={isCollapsed ? popupOpen : inlineOpen}
      onOpenChange={isCollapsed ? setPopupOpen : setInlineOpen}
      onClick={onClick}
      data-testid="app-menu"
    />
  );
}
