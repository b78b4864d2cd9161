import { theme } from 'antd';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './account-type-tabs.css';

interface Tab<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

interface AccountTypeTabsProps<K extends string> {
  tabs: Tab<K>[];
  activeKey: K;
  onChange: (key: K) => void;
}

/**
 * A small tab list (WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs, the active tab is the one
 * in the tab order) with only the active panel mounted. The sign-in forms use it instead of antd's Tabs, whose
 * overflow menu and dropdown would otherwise ride in the sign-in route's first load.
 */
export function AccountTypeTabs<K extends string>({ tabs, activeKey, onChange }: AccountTypeTabsProps<K>) {
  const { token } = theme.useToken();
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === activeKey),
  );

  const moveTo = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    onChange(tabs[next]!.key);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: activeIndex + 1,
      ArrowLeft: activeIndex - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <div className="account-tabs" style={{ ['--account-tabs-accent' as string]: token.colorPrimary }}>
      <div
        role="tablist"
        className="account-tabs__list"
        onKeyDown={onKeyDown}
        style={{ borderColor: token.colorBorderSecondary }}
      >
        {tabs.map((tab, index) => {
          const selected = index === activeIndex;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              className={selected ? 'account-tabs__tab account-tabs__tab--active' : 'account-tabs__tab'}
              style={{ color: selected ? token.colorPrimary : token.colorText, fontSize: token.fontSize }}
              onClick={() => onChange(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${tabs[activeIndex]!.key}`}
        className="account-tabs__panel"
      >
        {tabs[activeIndex]!.panel}
      </div>
    </div>
  );
}
