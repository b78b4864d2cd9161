import { Descriptions, Form, Input, Select } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { remittanceDetailsFields } from '@mbo/contracts/calls/remittance';
import { REMITTANCE_REASONS } from '@mbo/contracts/remittance/reasons';
import { textIn } from '../../../lib/format.ts';
import { zodRule } from '../../../lib/form-rules.ts';
import type { WizardState } from '../lib/wizard-state.ts';

export interface ReviewValues {
  reason?: number;
  notify_email: string;
  reference: string;
}

/**
 * Step 3: who is paid and the order's details — the reason (one of the 13, required), the e-mail told of the
 * transfer (required, the user's own at first) and the reference (1–18 letters, digits or spaces), each checked
 * with the contract's own field schema so the words match the server's.
 */
export function ReviewStep({
  state,
  form,
  email,
}: {
  state: WizardState;
  form: FormInstance<ReviewValues>;
  email: string;
}) {
  const { t, i18n } = useTranslation('remittance');
  const recipient = state.recipient;
  return (
    <>
      {recipient && (
        <Descriptions
          column={2}
          size="small"
          bordered
          className="remittance-review__recipient"
          data-testid="remittance-review-recipient"
        >
          <Descriptions.Item label={t('recipient.name')}>{recipient.name}</Descriptions.Item>
          <Descriptions.Item label={t('recipient.account')}>{recipient.account_display}</Descriptions.Item>
          <Descriptions.Item label={t('recipient.network')}>{recipient.payment_network_name || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('recipient.bank')}>{recipient.bank_name || '—'}</Descriptions.Item>
        </Descriptions>
      )}
      <Form<ReviewValues>
        form={form}
        layout="vertical"
        className="remittance-review"
        initialValues={{ notify_email: email, reference: '' }}
      >
        <Form.Item
          name="reason"
          label={t('review.reason')}
          htmlFor="remittance-reason"
          required
          rules={[zodRule(remittanceDetailsFields.reason)]}
        >
          <Select<number>
            id="remittance-reason"
            placeholder={t('review.reason_placeholder')}
            showSearch
            optionFilterProp="label"
            options={REMITTANCE_REASONS.map((reason) => ({ value: reason.id, label: textIn(i18n.language, reason) }))}
          />
        </Form.Item>
        <Form.Item
          name="notify_email"
          label={t('review.email')}
          htmlFor="remittance-email"
          required
          rules={[zodRule(remittanceDetailsFields.notify_email)]}
        >
          <Input id="remittance-email" type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item
          name="reference"
          label={t('review.reference')}
          htmlFor="remittance-reference"
          required
          extra={t('review.reference_hint')}
          rules={[zodRule(remittanceDetailsFields.reference)]}
        >
          <Input id="remittance-reference" maxLength={18} autoComplete="off" />
        </Form.Item>
      </Form>
    </>
  );
}
