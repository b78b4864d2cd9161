import en from './i18n/en.json' with { type: 'json' };
import zhCN from './i18n/zh_CN.json' with { type: 'json' };

/** The core of the shared catalogue (sign-in, shell, money areas): what the web's first load carries. */
export const coreCatalogue = { en, zh_CN: zhCN };
