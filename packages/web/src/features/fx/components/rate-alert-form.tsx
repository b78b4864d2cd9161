import { App, Button, Card, Flex, Form, Input, Radio, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRate, RATE_ALERT_DIRECTION } from '@mbo/contracts/calls/fx';
import { currencyCode } from '../../../lib/format.ts';
import { useRates } from '../api/get-rates.ts';
import { useAddRateAlert } from '../api/rate-alerts.ts';
import { CurrencySelect } from './currency-select.tsx';

interface AlertValues {
  sell: number;
  buy: number;
  direction: 1 | 2;
  target: string;
}

/** A new rate alert: the pair (with its mid rate now, to aim from), above or below, and the target rate. */
export function RateAlertForm({ merchantId }: { merchantId: number }) {
  const { t } = useTranslation('fx');
  const { message } = App.useApp();
  const ids = { sell: useId(), buy: useId(), target: useId(), direction: useId() };
  const [form] = Form.useForm<AlertValues>();
  const add = useAddRateAlert(merchantId);
  const sell = Form.useWatch('sell', form) ?? 1;
  const buy = Form.useWatch('buy', form) ?? 3;
  const rates = useRates(merchantId, sell);
  const current = rates.data?.data.find((rate) => rate.buy_currency_id === buy)?.mid_rate;

  const submit = async (values: AlertValues) => {
    try {
      await add.mutateAsync({
        sell_currency_id: values.sell,
        buy_currency_id: values.buy,
        target_rate: values.target.trim(),
        direction: values.direction,
      });
      void message.success(t('alerts.added'));
      form.setFieldValue('target', undefined);
    } catch {
      // The call wrapper has shown the refusal.
    }
  };

  return (
    <Card title={t('alerts.title')}>
      <Typography.Paragraph type="secondary">{t('alerts.intro')}</Typography.Paragraph>
      <Form<AlertValues>
        form={form}
        layout="vertical"
        initialValues={{ sell: 1, buy: 3, direction: RATE_ALERT_DIRECTION.above }}
        onFinish={(values) => void submit(values)}
      >
        <Flex gap={12} wrap className="fx-alert-form">
          <Form.Item label={t('alerts.sell')} name="sell" htmlFor={ids.sell}>
            <CurrencySelect id={ids.sell} data-testid="fx-alert-sell" />
          </Form.Item>
          <Form.Item label={t('alerts.buy')} name="buy" htmlFor={ids.buy}>
            <CurrencySelect id={ids.buy} data-testid="fx-alert-buy" />
          </Form.Item>
          <Form.Item label={t('alerts.direction')} name="direction">
            <Radio.Group
              optionType="button"
              options={[
                { value: RATE_ALERT_DIRECTION.above, label: t('alerts.above') },
                { value: RATE_ALERT_DIRECTION.below, label: t('alerts.below') },
              ]}
            />
          </Form.Item>
          <Form.Item
            label={t('alerts.target')}
            name="target"
            htmlFor={ids.target}
            rules={[
              {
                validator: async (_rule, value: string | undefined) => {
                  if (!value || !(Number(value) > 0)) throw new Error(t('alerts.target_required'));
                },
              },
            ]}
          >
            <Input id={ids.target} inputMode="decimal" autoComplete="off" />
          </Form.Item>
        </Flex>
        {current !== undefined && (
          <Typography.Paragraph data-testid="fx-alert-current">
            {t('alerts.current', { sell: currencyCode(sell), rate: formatRate(current), buy: currencyCode(buy) })}
          </Typography.Paragraph>
        )}
        <Button type="primary" htmlType="submit" loading={add.isPending} data-testid="fx-alert-add">
          {t('alerts.add')}
        </Button>
      </Form>
    </Card>
  );
}
