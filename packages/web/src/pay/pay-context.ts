import { createContext, useContext } from 'react';
import { translate, type PayKey, type PayLanguage } from './i18n.ts';

export interface PayContextValue {
  language: PayLanguage;
  t: (key: PayKey, params?: Record<string, string | number>) => string;
}

export const PayContext = createContext<PayContextValue>({
  language: 'en',
  t: (key, params) => translate('en', key, params),
});
export const usePay = () => useContext(PayContext);
