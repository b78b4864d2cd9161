import { Alert, App, Button, Descriptions, Flex, Form, Input, Modal, Typography } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRate, type FxConversion, type FxQuote } from '@mbo/contracts/calls/fx';
import { TOAST_SECONDS } from '@mbo/contracts/constants';
import { RETURN_CODE } from '@mbo/contracts/envelope';
import { exponentOf, toMinor } from '@mbo/contracts/money';
import { CallError } from '../../../lib/api-client.ts';
import { currencyCode, formatMoney } from '../../../lib/format.ts';
import { useConvert } from '../api/convert.ts';
import { useGetQuote } from '../api/get-quote.ts';
import { useQuoteClock } from '../../../lib/use-quote-clock.ts';
import { CurrencySelect } from './currency-select.tsx';

export interface ConvertDialogProps {
  merchantId: number;
  open: boolean;
  onClose: () => void;
  /** The currencies offered (the global account's); every listed currency when absent. */
  currencyIds?: readonly number[];
  defaultSellCurrencyId?: number;
  defaultBuyCurrencyId?: number;
  /** After a conversion (the account page refreshes its balances and history here). */
  onConverted?: (conversion: FxConversion) => void;
}

interface ConvertValues {
  sell: number;
  buy: number;
  sellAmount?: string;
  buyAmount?: string;
}

type Side = 'sell' | 'buy';

/** Each opening gets a fresh form, quote and idempotency key. */
export function ConvertDialog({ open, ...props }: ConvertDialogProps) {
  return open ? <ConvertForm {...props} /> : null;
}

/**
 * "Convert" between two currencies of the global account (issue 14 §2): one amount typed (the other worked out), a
 * quote with the customer rate, fee and total held for 60 s with its countdown; when it runs out — or the server
 * refuses it as expired ("Sorry, your quote has expired") — a new quote replaces it with the notice "The exchange
 * rate was updated" (002 §4), and the merchant confirms again at the new rate.
 */
function ConvertForm({
  merchantId,
  onClose,
  currencyIds,
  defaultSellCurrencyId = 1,
  defaultBuyCurrencyId = 3,
  onConverted,
}: Omit<ConvertDialogProps, 'open'>) {
  const { t } = useTranslation('fx');
  const { message } = App.useApp();
  const ids = { sell: useId(), buy: useId(), sellAmount: useId(), buyAmount: useId() };
  const [form] = Form.useForm<ConvertValues>();
  const [side, setSide] = useState<Side>('sell');
  const [quote, setQuote] = useState<FxQuote | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState('');
  const [isRateUpdated, setRateUpdated] = useState(false);
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const getQuote = useGetQuote();
  const convert = useConvert(merchantId);
  const sell = Form.useWatch('sell', form) ?? defaultSellCurrencyId;
  const buy = Form.useWatch('buy', form) ?? defaultBuyCurrencyId;

  const takeQuote = useCallback(
    (fresh: FxQuote, isUpdate: boolean) => {
      setQuote(fresh);
      setIdempotencyKey(`fx-${crypto.randomUUID()}`);
      setRateUpdated(isUpdate);
      setQuoteError(null);
      form.setFieldsValue({ sellAmount: String(fresh.sell_amount), buyAmount: String(fresh.buy_amount) });
    },
    [form],
  );

  const requestQuote = useCallback(
    async (isUpdate: boolean) => {
      const values = form.getFieldsValue();
      const amount = side === 'sell' ? values.sellAmount : values.buyAmount;
      if (!amount) return;
      try {
        const fresh = await getQuote.mutateAsync({
          merchant_id: merchantId,
          sell_currency_id: values.sell,
          buy_currency_id: values.buy,
          ...(side === 'sell' ? { sell_amount: amount } : { buy_amount: amount }),
        });
        takeQuote(fresh, isUpdate);
      } catch (error) {
        setQuote(null);
        setQuoteError(error instanceof Error ? error.message : String(error));
      }
    },
    [form, getQuote, merchantId, side, takeQuote],
  );

  const secondsLeft = useQuoteClock(quote, () => void requestQuote(true));

  const amountRule = (field: Side) => ({
    validator: async (_rule: unknown, value: string | undefined) => {
      if (field !== side) return;
      const currencyId = field === 'sell' ? sell : buy;
      const minor = value ? toMinor(value, currencyId) : null;
      if (minor === null || minor <= 0)
        throw new Error(t('convert.amount_decimals', { decimals: exponentOf(currencyId) }));
    },
  });

  const onValuesChange = (changed: Partial<ConvertValues>) => {
    // A typed amount fixes its side; any change makes the quote on screen stale.
    if ('sellAmount' in changed) setSide('sell');
    if ('buyAmount' in changed) setSide('buy');
    if ('sellAmount' in changed) form.setFieldValue('buyAmount', undefined);
    if ('buyAmount' in changed) form.setFieldValue('sellAmount', undefined);
    setQuote(null);
    setRateUpdated(false);
    setQuoteError(null);
  };

  const swap = () => {
    form.setFieldsValue({ sell: buy, buy: sell, sellAmount: undefined, buyAmount: undefined });
    setQuote(null);
    setRateUpdated(false);
  };

  const submit = async () => {
    if (!quote) return;
    try {
      const conversion = await convert.mutateAsync({ quote_id: quote.quote_id, idempotency_key: idempotencyKey });
      void message.success(
        t('convert.success', {
          sell: formatMoney(conversion.sell_amount, conversion.sell_currency_id),
          buy: formatMoney(conversion.buy_amount, conversion.buy_currency_id),
        }),
      );
      onConverted?.(conversion);
      onClose();
    } catch (error) {
      if (!(error instanceof CallError)) return;
      void message.error({ content: error.message, duration: TOAST_SECONDS });
      const fresh = error.payload.quote as FxQuote | undefined;
      if (error.returnCode === RETURN_CODE.quoteExpired && fresh) takeQuote(fresh, true);
    }
  };

  return (
    <Modal
      open
      title={t('convert.title')}
      onCancel={onClose}
      okText={t('convert.submit')}
      cancelText={t('convert.cancel')}
      okButtonProps={{ disabled: !quote, loading: convert.isPending, 'data-testid': 'fx-convert-submit' }}
      onOk={() => void submit()}
      destroyOnHidden
      maskClosable={false}
    >
      <Form<ConvertValues>
        form={form}
        layout="vertical"
        initialValues={{ sell: defaultSellCurrencyId, buy: defaultBuyCurrencyId }}
        onValuesChange={onValuesChange}
        onFinish={() => void requestQuote(false)}
      >
        <Flex gap={8} align="end">
          <Form.Item label={t('convert.sell_currency')} name="sell" htmlFor={ids.sell} className="fx-grow">
            <CurrencySelect id={ids.sell} currencyIds={currencyIds} data-testid="fx-convert-sell" />
          </Form.Item>
          <Form.Item>
            <Button icon={<SwapOutlined />} aria-label={t('convert.swap')} onClick={swap} />
          </Form.Item>
          <Form.Item label={t('convert.buy_currency')} name="buy" htmlFor={ids.buy} className="fx-grow">
            <CurrencySelect id={ids.buy} currencyIds={currencyIds} data-testid="fx-convert-buy" />
          </Form.Item>
        </Flex>
        <Flex gap={8}>
          {(['sell', 'buy'] as const).map((field) => (
            <Form.Item
              key={field}
              label={t(`convert.${field}_amount`)}
              name={`${field}Amount`}
              htmlFor={ids[`${field}Amount`]}
              className="fx-grow"
              rules={[amountRule(field)]}
            >
              <Input
                id={ids[`${field}Amount`]}
                inputMode="decimal"
                addonAfter={currencyCode(field === 'sell' ? sell : buy)}
                autoComplete="off"
              />
            </Form.Item>
          ))}
        </Flex>
        <Typography.Paragraph type="secondary">{t('convert.amount_hint')}</Typography.Paragraph>
        <Button htmlType="submit" loading={getQuote.isPending} data-testid="fx-get-quote">
          {t('convert.get_quote')}
        </Button>
      </Form>
      {quoteError && <Alert className="fx-quote" type="error" showIcon title={quoteError} />}
      {isRateUpdated && (
        <Alert
          className="fx-quote"
          type="warning"
          showIcon
          data-testid="fx-rate-updated"
          title={t('convert.rate_updated')}
          description={t('convert.rate_updated_detail')}
        />
      )}
      {quote && (
        <Descriptions className="fx-quote" column={1} size="small" bordered data-testid="fx-quote">
          <Descriptions.Item label={t('rates.rate')}>
            {t('convert.rate_line', {
              sell: currencyCode(quote.sell_currency_id),
              rate: formatRate(quote.rate),
              buy: currencyCode(quote.buy_currency_id),
            })}
          </Descriptions.Item>
          <Descriptions.Item label={t('convert.buy_amount')}>
            <span data-testid="fx-quote-buy">{formatMoney(quote.buy_amount, quote.buy_currency_id)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('convert.fee')}>
            {formatMoney(quote.fee_amount, quote.sell_currency_id)}
          </Descriptions.Item>
          <Descriptions.Item label={t('convert.total', { currency: currencyCode(quote.sell_currency_id) })}>
            <span data-testid="fx-quote-total">{formatMoney(quote.total_amount, quote.sell_currency_id)}</span>
            <Typography.Text type="secondary" className="fx-available">
              {t('convert.available', { amount: formatMoney(quote.sell_available, quote.sell_currency_id) })}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      )}
      {quote && (
        <Typography.Paragraph className="fx-held" data-testid="fx-quote-held">
          {t('convert.held', { seconds: secondsLeft })}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
