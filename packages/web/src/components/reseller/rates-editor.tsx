import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '@mbo/contracts/constants';
import { rateToPpm } from '@mbo/contracts/money';
import {
  channelLabel,
  periodLabel,
  RATE_PERIODS,
  rateProblems,
  RESELLER_CHANNEL_IDS,
  type RateRule,
} from '@mbo/contracts/resellers/rate-rules';
import { FLAT_FEE_CHANNELS } from '@mbo/contracts/lookups/channels';
import { tShared } from '../../i18n/i18n.ts';

/** A rate as the form holds it: the rate in percent, the card fixed fee in AUD. */
export interface RateRow {
  payment_channel_id?: number;
  disburse_period_days?: number;
  percent?: number | null;
  fee?: number | null;
}

/** The form's rows as they travel (percent → fraction through whole hundredths, so 1.19 is exactly 0.0119). */
export const toRateRules = (rows: readonly RateRow[] = []): RateRule[] =>
  rows.map((row) => ({
    payment_channel_id: row.payment_channel_id ?? 0,
    disburse_period_days: row.disburse_period_days ?? 1,
    rate: Math.round((row.percent ?? 0) * 100) / 10_000,
    flat_fee: Math.round((row.fee ?? 0) * 100),
  }));

export const toRateRows = (rates: readonly RateRule[]): RateRow[] =>
  rates.map((rate) => ({
    payment_channel_id: rate.payment_channel_id,
    disburse_period_days: rate.disburse_period_days,
    percent: (rateToPpm(rate.rate) ?? 0) / 10_000,
    fee: rate.flat_fee / 100,
  }));

/**
 * Base rates in a form (`name`, a list): channel, period, rate in percent, the card fixed fee. Checked with the
 * server's own rules (`rateProblems`) against `floors` (the superior's base rates; null: none), each problem in the
 * user's language under the list.
 */
export function RatesEditor({ name, floors }: { name: string; floors: readonly RateRule[] | null }) {
  const { t, i18n } = useTranslation('resellers');
  const language: Language = i18n.language === 'zh_CN' ? 'zh_CN' : 'en';
  const channels = floors
    ? RESELLER_CHANNEL_IDS.filter((id) => floors.some((floor) => floor.payment_channel_id === id))
    : RESELLER_CHANNEL_IDS;
  return (
    <Form.List
      name={name}
      rules={[
        {
          validator: async (_rule, rows: RateRow[] | undefined) => {
            const problems = rateProblems(toRateRules(rows), { floors, language });
            if (problems.length > 0)
              throw new Error(problems.map((problem) => tShared(problem.key, problem.params)).join(' '));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.map((field, index) => (
            <Flex key={field.key} gap={8} align="baseline" wrap data-testid={`rate-row-${index}`}>
              <Form.Item
                name={[field.name, 'payment_channel_id']}
                rules={[{ required: true, message: t('rates.channel') }]}
              >
                <Select
                  aria-label={t('rates.channel')}
                  style={{ width: 200 }}
                  options={channels.map((id) => ({ value: id, label: channelLabel(id, language) }))}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'disburse_period_days']}>
                <Select
                  aria-label={t('rates.period')}
                  style={{ width: 90 }}
                  options={RATE_PERIODS.map((period) => ({ value: period, label: periodLabel(period) }))}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'percent']} rules={[{ required: true, message: t('rates.rate') }]}>
                <InputNumber aria-label={t('rates.rate')} min={0} max={9} step={0.01} precision={2} suffix="%" />
              </Form.Item>
              <Form.Item noStyle dependencies={[[name, field.name, 'payment_channel_id']]}>
                {({ getFieldValue }) =>
                  FLAT_FEE_CHANNELS.includes(getFieldValue([name, field.name, 'payment_channel_id']) as number) ? (
                    <Form.Item name={[field.name, 'fee']}>
                      <InputNumber aria-label={t('rates.flat_fee')} min={0} step={0.01} precision={2} prefix="AUD" />
                    </Form.Item>
                  ) : null
                }
              </Form.Item>
              <Button
                type="text"
                aria-label={t('rates.remove')}
                icon={<DeleteOutlined />}
                onClick={() => remove(field.name)}
              />
            </Flex>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ disburse_period_days: 1 })}>
            {t('rates.add')}
          </Button>
          <Form.ErrorList errors={errors} />
        </>
      )}
    </Form.List>
  );
}
