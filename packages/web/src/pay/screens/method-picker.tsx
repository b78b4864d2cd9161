import type { PayKey } from '../i18n.ts';
import { formatMoney, formatRate } from '../form.ts';
import { METHOD_LABEL, type PayMethodName } from '../methods.ts';
import { NoWrapNumbers } from './no-wrap.tsx';
import { usePay } from '../pay-context.ts';
import { errorAttributes, FieldError } from './field.tsx';

export interface MethodOption {
  method: PayMethodName;
  surcharge_rate: number;
  surcharge_flat: number;
}

export interface MethodQuote {
  surcharge: number;
  gross_amount: number;
}

interface Props {
  methods: MethodOption[];
  value: string | null;
  onChange: (method: PayMethodName) => void;
  /** Surcharge and total per method for the amount entered (from the server's quote), when known. */
  quotes: Partial<Record<PayMethodName, MethodQuote>>;
  currency: { id: number; code: string };
  error?: PayKey;
}

/** The four payment methods as a radio group, each with the surcharge the customer pays for it. */
export function MethodPicker({ methods, value, onChange, quotes, currency, error }: Props) {
  const { t } = usePay();
  return (
    <fieldset className="pay-methods" {...errorAttributes('pay-method', error)}>
      <legend>{t('method_legend')}</legend>
      {methods.map((option) => {
        const quote = quotes[option.method];
        const detail = quote
          ? quote.surcharge > 0
            ? `${t('surcharge')} ${formatMoney(quote.surcharge, currency.code, currency.id)} · ${t('total')} ${formatMoney(quote.gross_amount, currency.code, currency.id)}`
            : t('no_surcharge')
          : option.surcharge_flat > 0
            ? t('surcharge_rate_flat', {
                rate: formatRate(option.surcharge_rate),
                flat: formatMoney(option.surcharge_flat, currency.code, currency.id),
              })
            : option.surcharge_rate > 0
              ? t('surcharge_rate', { rate: formatRate(option.surcharge_rate) })
              : t('no_surcharge');
        return (
          <label
            key={option.method}
            className={`pay-method pay-method-${option.method}${value === option.method ? ' is-selected' : ''}`}
          >
            <input
              type="radio"
              name="pay-method"
              value={option.method}
              checked={value === option.method}
              onChange={() => onChange(option.method)}
            />
            <span className="pay-method-mark" aria-hidden="true" />
            <span className="pay-method-text">
              <span className="pay-method-name">{t(METHOD_LABEL[option.method])}</span>
              <span className="pay-method-detail">
                <NoWrapNumbers text={detail} />
              </span>
            </span>
          </label>
        );
      })}
      <FieldError id="pay-method" error={error} />
    </fieldset>
  );
}
