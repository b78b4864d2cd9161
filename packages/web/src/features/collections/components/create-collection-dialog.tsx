import { Alert, Button, Descriptions, Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COLLECTION_DESCRIPTION_MAX,
  COLLECTION_PAYER_NAME_MAX,
  type CollectionOrder,
} from '@mbo/contracts/calls/collections';
import { EMAIL_PATTERN } from '@mbo/contracts/field-rules';
import { CURRENCIES, currencyById } from '@mbo/contracts/lookups/currencies';
import { exponentOf, toMinor } from '@mbo/contracts/money';
import { formatAmount } from '../../../lib/format.ts';
import { useCreateCollectionOrder } from '../api/collections.ts';
import { feePreview } from '../lib/collection-query.ts';

interface Values {
  currency_id: number;
  amount: number | null;
  description: string;
  payer_name?: string;
  payer_email?: string;
}

interface Props {
  merchantId: number;
  open: boolean;
  onClose: () => void;
  onCreated: (order: CollectionOrder) => void;
}

/**
 * A new collection order: currency (the 002 §9 list), amount (at most the currency's decimals), what it is for, and
 * optionally the payer; the fee and what the global account receives show before it is created. One request id per
 * opening of the form, so a double click or a retried submission creates one order.
 */
export function CreateCollectionDialog({ merchantId, open, onClose, onCreated }: Props) {
  const { t } = useTranslation('collections');
  const [form] = Form.useForm<Values>();
  const create = useCreateCollectionOrder(merchantId);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const currencyId = Form.useWatch('currency_id', form) ?? 1;
  const amount = Form.useWatch('amount', form);
  const preview = feePreview(amount, currencyId);
  const code = currencyById(currencyId)?.code ?? '';

  const submit = async (values: Values) => {
    const order = await create.mutateAsync({
      currency_id: values.currency_id,
      amount: values.amount ?? 0,
      description: values.description,
      payer_name: values.payer_name?.trim() || null,
      payer_email: values.payer_email?.trim() || null,
      request_id: requestId,
    });
    form.resetFields();
    setRequestId(crypto.randomUUID());
    onCreated(order);
  };

  return (
    <Modal open={open} onCancel={onClose} title={t('form.title')} footer={null} destroyOnHidden width={560}>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ currency_id: 1, amount: null, description: '' }}
        onFinish={(values) => void submit(values).catch(() => undefined)}
        aria-label={t('form.title')}
      >
        <Form.Item name="currency_id" label={t('form.currency')} htmlFor="collection-currency">
          <Select
            id="collection-currency"
            showSearch
            optionFilterProp="label"
            onChange={() => void form.validateFields(['amount']).catch(() => undefined)}
            options={CURRENCIES.map((currency) => ({ value: currency.id, label: currency.code }))}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('form.amount')}
          htmlFor="collection-amount"
          rules={[
            { required: true, message: t('form.amount_required') },
            {
              validator: async (_rule, value: number | null) => {
                if (value === null || value === undefined) return;
                if (value <= 0) throw new Error(t('form.amount_positive'));
                if (toMinor(value, currencyId) === null)
                  throw new Error(t('form.amount_decimals', { currency: code, decimals: exponentOf(currencyId) }));
              },
            },
          ]}
        >
          <InputNumber<number> id="collection-amount" min={0} addonAfter={code} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('form.description')}
          htmlFor="collection-description"
          rules={[
            {
              required: true,
              whitespace: true,
              max: COLLECTION_DESCRIPTION_MAX,
              message: t('form.description_required'),
            },
          ]}
        >
          <Input
            id="collection-description"
            maxLength={COLLECTION_DESCRIPTION_MAX}
            placeholder={t('form.description_placeholder')}
          />
        </Form.Item>
        <Form.Item name="payer_name" label={t('form.payer_name')} htmlFor="collection-payer-name">
          <Input id="collection-payer-name" maxLength={COLLECTION_PAYER_NAME_MAX} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="payer_email"
          label={t('form.payer_email')}
          htmlFor="collection-payer-email"
          rules={[{ pattern: EMAIL_PATTERN, message: t('form.payer_email_invalid') }]}
        >
          <Input id="collection-payer-email" type="email" autoComplete="off" />
        </Form.Item>
        {preview ? (
          <Descriptions column={1} size="small" bordered data-testid="collection-fee-preview">
            <Descriptions.Item label={t('form.fee')}>
              {formatAmount(preview.fee, currencyId)} {code}
            </Descriptions.Item>
            <Descriptions.Item label={t('form.net')}>
              <Typography.Text strong>
                {formatAmount(preview.net, currencyId)} {code}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        ) : (
          <Alert type="info" showIcon message={t('form.fee_pending')} />
        )}
        <Typography.Paragraph type="secondary" className="collections-form__note">
          {t('form.validity')}
        </Typography.Paragraph>
        <div className="collections-form__actions">
          <Button onClick={onClose}>{t('form.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('form.submit')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
