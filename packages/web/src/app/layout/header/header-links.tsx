import { ApartmentOutlined, MobileOutlined, QuestionCircleOutlined, ShopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HELP_PATH, helpAnchor } from '../../../features/help/lib/help-sections.ts';
import { RESELLER_LANDING_PATH, useSession } from '../../../lib/session.ts';

/**
 * The header's links (spec, section 2: app download, store, help). Each lands on our own help page, in the
 * interface language, at the section that answers it: the back office runs in a phone's browser (no app to
 * download), QR posters come from the store pages and devices from the provider. The developer API reference is
 * not a merchant's help; the help page links developers to the merchant API guide. A reseller's member who also
 * belongs to merchants gets a link to the reseller workspace.
 */
export function HeaderLinks() {
  const { t } = useTranslation('shell');
  const isResellerMember = useSession().user?.isResellerMember === true;
  return (
    <nav className="shell-header__links" aria-label={t('header.links')}>
      {isResellerMember && (
        <Link to={RESELLER_LANDING_PATH} data-testid="header-link-reseller">
          <ApartmentOutlined aria-hidden /> <span className="shell-header__link-text">{t('header.reseller')}</span>
        </Link>
      )}
      <Link to={helpAnchor('mobile')} data-testid="header-link-app">
        <MobileOutlined aria-hidden /> <span className="shell-header__link-text">{t('header.app_download')}</span>
      </Link>
      <Link to={helpAnchor('devices')} data-testid="header-link-store">
        <ShopOutlined aria-hidden /> <span className="shell-header__link-text">{t('header.store')}</span>
      </Link>
      <Link to={HELP_PATH} data-testid="header-link-help">
        <QuestionCircleOutlined aria-hidden /> <span className="shell-header__link-text">{t('header.help')}</span>
      </Link>
    </nav>
  );
}
