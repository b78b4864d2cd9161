import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '@mbo/contracts/constants';
import { setLanguage } from '../i18n/i18n.ts';

/** English / 简体中文 on the screens outside the shell (sign-in pages, the console); the choice is remembered across sign-outs. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Segmented<Language>
      size="small"
      aria-label={t('language')}
      value={i18n.language === 'zh_CN' ? 'zh_CN' : 'en'}
      options={[
        { value: 'en', label: t('language_en') },
        { value: 'zh_CN', label: t('language_zh_CN') },
      ]}
      onChange={(language) => void setLanguage(language)}
    />
  );
}
