import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '@mbo/contracts/constants';
import {
  CARD_FLAT_FEE_MAX_MINOR,
  channelLabel,
  periodLabel,
  rateProblems,
  type RateRule,
} from '@mbo/contracts/resellers/rate-rules';
import { minorToString } from '@mbo/contracts/money';
import { tShared } from '../../../i18n/i18n.ts';
import {
  floorText,
  hasFlatFee,
  isRowStarted,
  offeredChannels,
  offeredPeriods,
  toRateRule,
  type RateRow,
} from '../lib/rate-rows.ts';

/** The rules' problems by row index (rows left empty are not checked and not sent). */
export function problemsByRow(
  rows: readonly RateRow[],
  options: { floors: readonly RateRule[]; isCnyPricing: boolean; language: Language },
): Map<number, string> {
  const started = rows.flatMap((row, index) => (isRowStarted(row) ? [index] : []));
  const byRow = new Map<number, string>();
  for (const problem of rateProblems(
    started.map((index) => toRateRule(rows[index]!)),
    options,
  )) {
    const index = started[problem.index]!;
    if (!byRow.has(index)) byRow.set(index, tShared(problem.key, problem.params));
  }
  return byRow;
}

interface RateRowsProps {
  floors: readonly RateRule[];
  isCnyPricing: boolean;
}

/**
 * The merchant's rates, one row per channel and period, each with its floor beside it (the base rate of the reseller
 * the merchant joins), checked live with the contract's rules: the message names the channel and the floor.
 */
export function RateRows({ floors, isCnyPricing }: RateRowsProps) {
  const { t, i18n } = useTranslation('reseller-onboarding');
  const language = i18n.language as Language;
  const rows = (Form.useWatch('rates') as RateRow[] | undefined) ?? [];
  const problems = problemsByRow(rows, { floors, isCnyPricing, language });
  const channels = offeredChannels(floors, isCnyPricing);

  return (
    <Form.List name="rates">
      {(fields, { add, remove }) => (
        <Flex vertical gap={12} data-testid="rate-rows">
          <Typography.Text type="secondary">
            {t('rates.intro', { max: `AUD ${minorToString(CARD_FLAT_FEE_MAX_MINOR, 1)}` })}
          </Typography.Text>
          {isCnyPricing ? <Typography.Text type="secondary">{t('rates.no_card_cny')}</Typography.Text> : null}
          {floors.length === 0 ? <Alert type="info" showIcon message={t('rates.no_floors')} /> : null}
          {fields.map((field) => {
            const row = rows[field.name] ?? {};
            const floor = floorText(floors, row.payment_channel_id, row.disburse_period_days);
            const problem = problems.get(field.name);
            const number = field.name + 1;
            return (
              <Flex key={field.key} vertical gap={4} data-testid={`rate-row-${field.name}`}>
                <Flex gap={8} align="flex-start" wrap>
                  <Form.Item
                    name={[field.name, 'payment_channel_id']}
                    label={t('rates.channel', { number })}
                    style={{ width: 220, marginBottom: 0 }}
                  >
                    <Select
                      data-testid={`rate-channel-${field.name}`}
                      options={channels.map((id) => ({ value: id, label: channelLabel(id, language) }))}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'disburse_period_days']}
                    label={t('rates.period', { number })}
                    style={{ width: 150, marginBottom: 0 }}
                  >
                    <Select
                      data-testid={`rate-period-${field.name}`}
                      options={offeredPeriods(floors, row.payment_channel_id).map((period) => ({
                        value: period,
                        label: periodLabel(period),
                      }))}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'percent']}
                    label={t('rates.rate', { number })}
                    style={{ width: 140, marginBottom: 0 }}
                  >
                    <Input suffix="%" inputMode="decimal" data-testid={`rate-percent-${field.name}`} />
                  </Form.Item>
                  {hasFlatFee(row.payment_channel_id) ? (
                    <Form.Item
                      name={[field.name, 'flat_fee']}
                      label={t('rates.flat_fee', { number })}
                      style={{ width: 150, marginBottom: 0 }}
                    >
                      <Input prefix="AUD" inputMode="decimal" data-testid={`rate-flat-fee-${field.name}`} />
                    </Form.Item>
                  ) : null}
                  <Flex vertical style={{ minWidth: 140, paddingTop: 30 }}>
                    <Typography.Text type="secondary" data-testid={`rate-floor-${field.name}`}>
                      {floor ? t('rates.floor', { floor }) : ''}
                    </Typography.Text>
                  </Flex>
                  {fields.length > 1 ? (
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label={t('rates.remove', { number })}
                      onClick={() => remove(field.name)}
                      style={{ marginTop: 30 }}
                    />
                  ) : null}
                </Flex>
                {problem ? (
                  <Typography.Text type="danger" role="alert" data-testid={`rate-problem-${field.name}`}>
                    {problem}
                  </Typography.Text>
                ) : null}
              </Flex>
            );
          })}
          <Button icon={<PlusOutlined />} onClick={() => add({})} style={{ alignSelf: 'flex-start' }}>
            {t('rates.add')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
