import { Flex, Form, Input, Radio, Select, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@mbo/contracts/lookups/currencies';
import { TRANSFER_SPEED, type TransferSpeed } from '@mbo/contracts/remittance/fees';
import { exponentOf } from '@mbo/contracts/money';
import { currencyCode, currencyName, formatAmount, formatMoney } from '../../../lib/format.ts';
import { useSendBalances } from '../api/remittance.ts';
import { isAmountValid, type WizardAction, type WizardState } from '../lib/wizard-state.ts';

interface AmountStepProps {
  merchantId: number;
  state: WizardState;
  dispatch: (action: WizardAction) => void;
}

/**
 * Step 1: what is sent — the send currency (the global account's, with what is available in each), the currency the
 * recipient gets, the amount on either side (the other is worked out), Fast or Advanced. The wizard shows the quote
 * under it: a stored price for a bank account in the receive currency, held until it expires.
 */
export function AmountStep({ merchantId, state, dispatch }: AmountStepProps) {
  const { t, i18n } = useTranslation('remittance');
  const ids = { send: useId(), receive: useId(), sendAmount: useId(), receiveAmount: useId() };
  const balances = useSendBalances(merchantId);
  const typedCurrency = state.side === 'send' ? state.sendCurrencyId : state.receiveCurrencyId;
  const isInvalid = state.amount.trim() !== '' && !isAmountValid(state.amount, typedCurrency);

  const sendOptions = (balances.data?.data ?? []).map((balance) => ({
    value: balance.currency_id,
    label: t('amount.send_option', {
      code: balance.currency,
      available: formatMoney(balance.available, balance.currency_id),
    }),
  }));

  return (
    <Form layout="vertical" className="remittance-amount" component="div">
      <Flex gap={16}>
        <Form.Item label={t('amount.send_currency')} htmlFor={ids.send} className="remittance-grow">
          <Select<number>
            id={ids.send}
            data-testid="remittance-send-currency"
            loading={balances.isPending}
            value={state.sendCurrencyId}
            showSearch
            optionFilterProp="label"
            options={
              sendOptions.length > 0
                ? sendOptions
                : [{ value: state.sendCurrencyId, label: currencyCode(state.sendCurrencyId) }]
            }
            onChange={(currencyId) => dispatch({ type: 'sendCurrency', currencyId })}
          />
        </Form.Item>
        <Form.Item label={t('amount.receive_currency')} htmlFor={ids.receive} className="remittance-grow">
          <Select<number>
            id={ids.receive}
            data-testid="remittance-receive-currency"
            value={state.receiveCurrencyId}
            showSearch
            optionFilterProp="label"
            options={CURRENCIES.map((currency) => ({
              value: currency.id,
              label: `${currency.code} · ${currencyName(currency.id, i18n.language)}`,
            }))}
            onChange={(currencyId) => dispatch({ type: 'receiveCurrency', currencyId })}
          />
        </Form.Item>
      </Flex>
      <Flex gap={16}>
        {(['send', 'receive'] as const).map((side) => {
          const currencyId = side === 'send' ? state.sendCurrencyId : state.receiveCurrencyId;
          const isTyped = state.side === side;
          // The side not typed shows what the quote worked out for it (typing there makes it the typed side).
          const quoted = state.quote ? state.quote[`${side}_amount`] : null;
          return (
            <Form.Item
              key={side}
              label={t(`amount.${side}_amount`)}
              htmlFor={ids[`${side}Amount`]}
              className="remittance-grow"
              validateStatus={isTyped && isInvalid ? 'error' : undefined}
              help={
                isTyped && isInvalid
                  ? t('amount.invalid', { decimals: Math.min(2, exponentOf(currencyId)) })
                  : undefined
              }
            >
              <Input
                id={ids[`${side}Amount`]}
                inputMode="decimal"
                autoComplete="off"
                addonAfter={currencyCode(currencyId)}
                placeholder={
                  isTyped ? undefined : quoted !== null ? formatAmount(quoted, currencyId) : t('amount.worked_out')
                }
                data-testid={`remittance-${side}-amount`}
                value={isTyped ? state.amount : ''}
                onChange={(event) => dispatch({ type: 'amount', side, amount: event.target.value })}
              />
            </Form.Item>
          );
        })}
      </Flex>
      <Form.Item label={t('amount.speed')}>
        <Radio.Group
          aria-label={t('amount.speed')}
          value={state.speed}
          onChange={(event) => dispatch({ type: 'speed', speed: event.target.value as TransferSpeed })}
        >
          <Flex vertical gap={4}>
            {[TRANSFER_SPEED.fast, TRANSFER_SPEED.advanced].map((speed) => (
              <Radio key={speed} value={speed} data-testid={`remittance-speed-${speed}`}>
                {t(`speed.${speed}`)}{' '}
                <Typography.Text type="secondary">{t(`amount.speed_hint.${speed}`)}</Typography.Text>
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      </Form.Item>
    </Form>
  );
}
