import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Form, Input, Radio, Table, Typography, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { cardFlatFeesOverMax, joinNames, percentToPpm, ratesOverMax } from '@mbo/contracts/calls/store-rates';
import type { FeeLimits } from '@mbo/contracts/calls/store-schemas';
import { STORE_CURRENCY_IDS, STORE_FEE_TYPE, STORE_RATE_CHANNEL_IDS, type Language } from '@mbo/contracts/constants';
import { CURRENCY_ID, currencyById } from '@mbo/contracts/lookups/currencies';
import { toMajor, toMinor } from '@mbo/contracts/money';
import { tShared } from '../../../i18n/i18n.ts';
import { flatFeeMinor, isFlatFeeText, percentToFraction } from '../lib/fee-form.ts';
import { channelName, formatMinorMoney } from '../../../lib/format.ts';

/** The shared rules (contracts/store-rates.ts) as form rules, in the interface language. */
function rateRule(language: Language, name: (fraction: number) => string[]): FormRule {
  return {
    validator: async (_rule, value: string | undefined) => {
      if (percentToPpm(value ?? '') === null) throw new Error(tShared('stores.rate_invalid'));
      const over = name(percentToFraction(value));
      if (over.length > 0) throw new Error(tShared('stores.rate_over_max', { channels: joinNames(over, language) }));
    },
  };
}

function flatFeeRule(currency: number, capMinor: number): FormRule {
  return {
    validator: async (_rule, value: string | undefined) => {
      const minor = flatFeeMinor(value);
      if (!isFlatFeeText(value) || minor === null) throw new Error(tShared('stores.flat_fee_invalid'));
      if (cardFlatFeesOverMax([{ currency, fee_rate: 0, flat_fee: toMajor(minor, currency) }], capMinor).length > 0) {
        throw new Error(tShared('stores.card_flat_fee_over_max', { max: formatMinorMoney(capMinor, CURRENCY_ID.AUD) }));
      }
    },
  };
}

interface FeeFieldsProps {
  limits: FeeLimits | undefined;
  onExplain: () => void;
}

/**
 * Fee type (1 none, 2 floating, 3 fixed) and, for fixed, a percent per channel and per card currency (rate and
 * flat fee). Each field is checked as it is typed with the server's own rules: 2 decimals, at most 9 % (naming the
 * channel), the card flat fee at most the merchant's channel-10 flat fee.
 */
export function FeeFields({ limits, onExplain }: FeeFieldsProps) {
  const { t, i18n } = useTranslation('stores');
  const language = i18n.language as Language;
  const feeType = Form.useWatch<number | undefined>('fee_type');
  const capMinor = toMinor(limits?.max_card_flat_fee ?? 0, 1) ?? 0;

  return (
    <>
      <Form.Item
        label={
          <span>
            {t('fields.fee_type')}{' '}
            <Button
              type="link"
              size="small"
              icon={<QuestionCircleOutlined />}
              onClick={onExplain}
              aria-label={t('fee_type.explain_title')}
            />
          </span>
        }
        name="fee_type"
        rules={[{ required: true, message: tShared('stores.fee_type_invalid') }]}
      >
        <Radio.Group>
          {Object.values(STORE_FEE_TYPE).map((type) => (
            <Radio key={type} value={type}>
              {t(`fee_type.${type}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {feeType === STORE_FEE_TYPE.fixed ? (
        <>
          <Typography.Paragraph type="secondary">{t('fees.hint', { max: '9' })}</Typography.Paragraph>
          <Table
            size="small"
            pagination={false}
            rowKey="id"
            dataSource={STORE_RATE_CHANNEL_IDS.map((id) => ({ id }))}
            columns={[
              { title: t('fees.channel'), dataIndex: 'id', render: (id: number) => channelName(id, language) },
              {
                title: t('fees.rate'),
                dataIndex: 'id',
                key: 'rate',
                render: (id: number) => (
                  <Form.Item
                    name={['rates', String(id)]}
                    rules={[
                      rateRule(language, (fraction) =>
                        ratesOverMax([{ payment_channel_id: id, online_rate: fraction }], [], language),
                      ),
                    ]}
                    className="store-fees__cell"
                  >
                    <Input
                      suffix="%"
                      inputMode="decimal"
                      placeholder="0"
                      aria-label={t('fees.rate_of', { channel: channelName(id, language) })}
                      data-testid={`rate-${id}`}
                    />
                  </Form.Item>
                ),
              },
            ]}
          />
          <Typography.Title level={5} className="store-fees__card-title">
            {t('fees.card_title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            {t('fees.card_hint', { max: formatMinorMoney(capMinor, CURRENCY_ID.AUD) })}
          </Typography.Paragraph>
          <Table
            size="small"
            pagination={false}
            rowKey="currency"
            dataSource={STORE_CURRENCY_IDS.map((currency) => ({ currency }))}
            columns={[
              {
                title: t('fees.currency'),
                dataIndex: 'currency',
                render: (currency: number) => currencyById(currency)?.code,
              },
              {
                title: t('fees.rate'),
                key: 'rate',
                render: (_, { currency }) => (
                  <Form.Item
                    name={['cards', String(currency), 'fee_rate']}
                    className="store-fees__cell"
                    rules={[
                      rateRule(language, (fraction) =>
                        ratesOverMax([], [{ currency, fee_rate: fraction, flat_fee: 0 }], language),
                      ),
                    ]}
                  >
                    <Input
                      suffix="%"
                      inputMode="decimal"
                      placeholder="0"
                      aria-label={t('fees.card_rate_of', { currency: currencyById(currency)?.code })}
                      data-testid={`card-rate-${currency}`}
                    />
                  </Form.Item>
                ),
              },
              {
                title: t('fees.flat_fee'),
                key: 'flat',
                render: (_, { currency }) => (
                  <Form.Item
                    name={['cards', String(currency), 'flat_fee']}
                    className="store-fees__cell"
                    rules={[flatFeeRule(currency, capMinor)]}
                  >
                    <Input
                      inputMode="decimal"
                      placeholder="0.00"
                      aria-label={t('fees.card_flat_of', { currency: currencyById(currency)?.code })}
                      data-testid={`card-flat-${currency}`}
                    />
                  </Form.Item>
                ),
              },
            ]}
          />
        </>
      ) : (
        <Typography.Paragraph type="secondary">
          {feeType ? t(`fee_type.explain_${feeType}`) : null}
        </Typography.Paragraph>
      )}
    </>
  );
}
