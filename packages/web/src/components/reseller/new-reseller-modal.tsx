import { Button, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallRequest } from '@mbo/contracts/calls/index';
import { newResellerSchema } from '@mbo/contracts/calls/resellers-console';
import { LANGUAGES } from '@mbo/contracts/constants';
import type { RateRule } from '@mbo/contracts/resellers/rate-rules';
import { zodRule } from '../../lib/form-rules.ts';
import { RatesEditor, toRateRules, type RateRow } from './rates-editor.tsx';

type NewReseller = CallRequest<'console/create_reseller'>;
type FormValues = Omit<NewReseller, 'base_rates'> & { base_rates?: RateRow[] };

const fields = newResellerSchema.shape;

/**
 * A new reseller (the console) or sub-reseller (a reseller): the organisation, its first member's e-mail and name,
 * the invitation's language, and (`floors` given: a sub-reseller) its base rates, none below the floors. Checked
 * with the contract's schema and rate rules; the server's answers show as the wrapper's toasts.
 */
export function NewResellerModal(props: {
  title: string;
  isOpen: boolean;
  isPending: boolean;
  /** The superior's base rates: the sub-reseller's rates are asked for and checked against them. */
  floors?: readonly RateRule[];
  onSubmit: (values: NewReseller) => Promise<void>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('resellers');
  const [form] = Form.useForm<FormValues>();
  const initialValues: Partial<FormValues> = {
    language: i18n.language === 'zh_CN' ? 'zh_CN' : 'en',
    base_rates: props.floors ? [{ disburse_period_days: 1 }] : [],
  };
  return (
    <Modal open={props.isOpen} title={props.title} onCancel={props.onClose} destroyOnHidden footer={null} width={720}>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues}
        preserve={false}
        onFinish={(values) =>
          props.onSubmit({ ...values, base_rates: toRateRules(values.base_rates) }).then(
            () => form.resetFields(),
            () => undefined,
          )
        }
        data-testid="new-reseller-form"
      >
        <Form.Item name="name" label={t('form.name')} rules={[zodRule(fields.name)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="business_number" label={t('form.business_number')} rules={[zodRule(fields.business_number)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="email" label={t('form.email')} rules={[zodRule(fields.email)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="member_email"
          label={t('form.member_email')}
          extra={t('form.member_hint')}
          rules={[zodRule(fields.member_email)]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="member_name" label={t('form.member_name')} rules={[zodRule(fields.member_name)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="language" label={t('form.language')} htmlFor="new-reseller-language">
          <Select
            id="new-reseller-language"
            options={LANGUAGES.map((language) => ({ value: language, label: t(`form.languages.${language}`) }))}
          />
        </Form.Item>
        {props.floors && (
          <Form.Item label={t('form.base_rates')} extra={t('form.base_rates_hint')}>
            <RatesEditor name="base_rates" floors={props.floors} />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" block loading={props.isPending}>
          {t('form.submit')}
        </Button>
      </Form>
    </Modal>
  );
}
