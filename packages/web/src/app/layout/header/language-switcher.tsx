import { GlobalOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown, type MenuProps } from 'antd';
import { LANGUAGES, type Language } from '@mbo/contracts/constants';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../../i18n/i18n.ts';

/** English / 简体中文. Each language is named in itself, so anyone can find theirs. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const current = i18n.language as Language;

  const items: MenuProps['items'] = LANGUAGES.map((language) => ({ key: language, label: t(`language_${language}`) }));
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === current) return;
    // Server answers carry names in the caller's language: everything cached is in the old one.
    void setLanguage(key as Language).then(() => queryClient.invalidateQueries());
  };

  return (
    <Dropdown menu={{ items, onClick, selectable: true, selectedKeys: [current] }} trigger={['click']} autoFocus>
      <Button
        type="text"
        icon={<GlobalOutlined aria-hidden />}
        aria-label={`${t('language')}: ${t(`language_${current}`)}`}
        data-testid="language-switcher"
      >
        <span className="shell-header__link-text">{t(`language_${current}`)}</span>
      </Button>
    </Dropdown>
  );
}
