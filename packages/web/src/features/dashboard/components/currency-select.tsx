import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DashboardCurrencyId } from '@mbo/contracts/calls/dashboard';
import { currencyCode, currencyName } from '../../../lib/format.ts';

interface CurrencySelectProps {
  value: DashboardCurrencyId;
  options: readonly DashboardCurrencyId[];
  onChange: (currency: DashboardCurrencyId) => void;
}

/** The dashboard currency (AUD 1, USD 2), among the merchant's payout currencies. */
export function CurrencySelect({ value, options, onChange }: CurrencySelectProps) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <label className="dashboard-currency">
      <span>{t('currency')}</span>
      <Select<DashboardCurrencyId>
        value={value}
        onChange={onChange}
        className="dashboard-currency__select"
        data-testid="dashboard-currency"
        options={options.map((id) => {
          return {
            value: id,
            label: t('currency_option', { code: currencyCode(id), name: currencyName(id, i18n.language) }),
          };
        })}
      />
    </label>
  );
}
