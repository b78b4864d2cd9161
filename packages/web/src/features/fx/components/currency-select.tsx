import { Select } from 'antd';
import { CURRENCIES } from '@mbo/contracts/lookups/currencies';
import { useTranslation } from 'react-i18next';
import { currencyName } from '../../../lib/format.ts';

interface CurrencySelectProps {
  id?: string;
  value?: number;
  onChange?: (value: number) => void;
  /** The currencies offered (a global account's); every listed currency when absent. */
  currencyIds?: readonly number[];
  'data-testid'?: string;
  'aria-label'?: string;
}

/** A currency of the 002 §9 list by its code and name in the interface language, searchable. */
export function CurrencySelect({ currencyIds, ...props }: CurrencySelectProps) {
  const { i18n } = useTranslation();
  const offered = currencyIds ? CURRENCIES.filter((currency) => currencyIds.includes(currency.id)) : CURRENCIES;
  return (
    <Select<number>
      {...props}
      showSearch
      optionFilterProp="label"
      className="fx-currency-select"
      options={offered.map((currency) => ({
        value: currency.id,
        label: `${currency.code} · ${currencyName(currency.id, i18n.language)}`,
      }))}
    />
  );
}
