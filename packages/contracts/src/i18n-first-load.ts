import authEn from './i18n/en/auth.json' with { type: 'json' };
import commonEn from './i18n/en/common.json' with { type: 'json' };
import authZh from './i18n/zh_CN/auth.json' with { type: 'json' };
import commonZh from './i18n/zh_CN/common.json' with { type: 'json' };

/**
 * The server messages the web's first load carries (the sign-in, sign-up and outbox pages): `common` (validation,
 * errors, the notifier's code messages) and `auth`. Every other area's file loads with the shell (i18n-areas.ts).
 */
export const firstLoadCatalogue = {
  en: { ...commonEn, ...authEn },
  zh_CN: { ...commonZh, ...authZh },
};
