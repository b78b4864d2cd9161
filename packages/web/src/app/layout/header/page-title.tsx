import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { routeByPath, type RouteMeta } from '../../routes.ts';
import { selectedMenuKey } from '../menu/menu-model.ts';

/** react-router numbers the entries of its own history; 0 is the page the app was opened on. */
const hasInAppHistory = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/** Detail pages whose back arrow always goes to their list (the spec's one exception to "one step back"). */
const BACK_TO_LIST: readonly RouteMeta['name'][] = ['recipientDetail'];

/**
 * The page title of the top bar, with a back arrow on detail pages (one step back; recipientDetail → recipients, the
 * spec's exception). A detail page opened directly has no step to go back to, so its arrow leads to its list. Also
 * names the browser tab.
 */
export function PageTitle() {
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  const route = routeByPath(useLocation().pathname);
  const title = route ? t(route.titleKey) : '';
  const appName = t('common:app_name');

  const goBack = (current: RouteMeta) => {
    if (hasInAppHistory() && !BACK_TO_LIST.includes(current.name)) void navigate(-1);
    else void navigate(`/${selectedMenuKey(current.name)}`);
  };

  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);

  return (
    <div className="shell-title">
      {route?.isDetail && (
        <Button
          type="text"
          icon={<ArrowLeftOutlined aria-hidden />}
          aria-label={t('header.back')}
          onClick={() => goBack(route)}
          data-testid="back-button"
        />
      )}
      <h1 className="shell-title__text">{title}</h1>
    </div>
  );
}
