import businessEn from './i18n/areas/business.en.json' with { type: 'json' };
import businessZh from './i18n/areas/business.zh_CN.json' with { type: 'json' };
import developerEn from './i18n/areas/developer.en.json' with { type: 'json' };
import developerZh from './i18n/areas/developer.zh_CN.json' with { type: 'json' };
import employeesEn from './i18n/areas/employees.en.json' with { type: 'json' };
import employeesZh from './i18n/areas/employees.zh_CN.json' with { type: 'json' };
import gatewayEn from './i18n/areas/gateway.en.json' with { type: 'json' };
import gatewayZh from './i18n/areas/gateway.zh_CN.json' with { type: 'json' };
import securityLogEn from './i18n/areas/security_log.en.json' with { type: 'json' };
import securityLogZh from './i18n/areas/security_log.zh_CN.json' with { type: 'json' };
import storesEn from './i18n/areas/stores.en.json' with { type: 'json' };
import storesZh from './i18n/areas/stores.zh_CN.json' with { type: 'json' };
import twoFactorEn from './i18n/areas/two_factor.en.json' with { type: 'json' };
import twoFactorZh from './i18n/areas/two_factor.zh_CN.json' with { type: 'json' };
import kycEn from './i18n/areas/kyc.en.json' with { type: 'json' };
import kycZh from './i18n/areas/kyc.zh_CN.json' with { type: 'json' };
import uploadsEn from './i18n/areas/uploads.en.json' with { type: 'json' };
import uploadsZh from './i18n/areas/uploads.zh_CN.json' with { type: 'json' };

/** The shared catalogue's later areas, each key prefixed with its area; the web loads them with the shell. */
export const areaCatalogues = {
  en: {
    ...storesEn,
    ...gatewayEn,
    ...developerEn,
    ...employeesEn,
    ...businessEn,
    ...securityLogEn,
    ...twoFactorEn,
    ...kycEn,
    ...uploadsEn,
  },
  zh_CN: {
    ...storesZh,
    ...gatewayZh,
    ...developerZh,
    ...employeesZh,
    ...businessZh,
    ...securityLogZh,
    ...twoFactorZh,
    ...kycZh,
    ...uploadsZh,
  },
};
