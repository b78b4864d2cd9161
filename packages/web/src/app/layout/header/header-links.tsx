import { MobileOutlined, QuestionCircleOutlined, ShopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * Where the app-download and device-store pages live: outside this product, set per deployment. The defaults are
 * reserved example addresses so a demo never sends anyone to a real third party. Help is the product's own API
 * reference until a help centre exists.
 */
const APP_DOWNLOAD_URL = 'https://example.com/merchant-app';
const STORE_URL = 'https://example.com/device-store';
const HELP_URL = '/api-docs';

/** The header's outward links (spec, section 2: app download, store, help). */
export function HeaderLinks() {
  const { t } = useTranslation('shell');
  return (
    <nav className="shell-header__links" aria-label={t('header.links')}>
      <a href={APP_DOWNLOAD_URL} target="_blank" rel="noopener noreferrer">
        <MobileOutlined aria-hidden /> <span className="shell-header__link-text">{t('header.app_download')}</span>
      </a>
      <a href={STORE_URL} target="_blank" rel="noopener noreferrer">
        <ShopOutlined aria-hidden /> <span className="shell-header__link-text">{t('header.store')}</span>
      </a>
      <a href={HELP_URL} target="_blank" rel="noopener noreferrer">
        <QuestionCircleOutlined aria-hidden /> <span className="shell-header__link-text">{t('header.help')}</span>
      </a>
    </nav>
  );
}
