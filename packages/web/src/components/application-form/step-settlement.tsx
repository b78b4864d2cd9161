import { Button, Checkbox, Form, Input, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FAST_SETTLE, SETTLEMENT_TYPE } from '@mbo/contracts/kyb/application-choices';

type Faq = 't0' | 'accounts';

/** A radio question of the form (its field's label, choices as [value, label key]) with a link to its FAQ. */
function ChoiceWithFaq(props: {
  name: string;
  faq: Faq;
  onFaq: (faq: Faq) => void;
  testId: string;
  choices: [number, string][];
}) {
  const { t } = useTranslation('merchant-application');
  return (
    <Form.Item
      name={props.name}
      label={
        <>
          {t(`field.${props.name}`)}
          <Button type="link" size="small" onClick={() => props.onFaq(props.faq)}>
            {t(`faq.${props.faq}_title`)}
          </Button>
        </>
      }
    >
      <Radio.Group
        data-testid={props.testId}
        options={props.choices.map(([value, labelKey]) => ({ value, label: t(labelKey) }))}
      />
    </Form.Item>
  );
}

const ACCOUNTS: [number, string][] = [
  [SETTLEMENT_TYPE.globalAccount, 'settlement.global'],
  [SETTLEMENT_TYPE.bankAccount, 'settlement.bank'],
];
const FAST: [number, string][] = [
  [FAST_SETTLE.yes, 'settlement.fast_yes'],
  [FAST_SETTLE.no, 'settlement.fast_no'],
];

/** Step 5, settlement: global account or bank account (its details), and fast (T+0) settlement with its day types. */
export function StepSettlement() {
  const { t } = useTranslation('merchant-application');
  const settlement = Form.useWatch('settlement_type') as number | undefined;
  const fast = Form.useWatch('is_fast_settle') as number | undefined;
  const [faq, setFaq] = useState<Faq | null>(null);
  return (
    <>
      <ChoiceWithFaq name="settlement_type" faq="accounts" onFaq={setFaq} testId="settlement-type" choices={ACCOUNTS} />
      {settlement === SETTLEMENT_TYPE.bankAccount ? (
        <>
          <Form.Item name="au_bank_account_name" label={t('field.au_bank_account_name')} required>
            <Input maxLength={100} data-testid="bank-account-name" />
          </Form.Item>
          <Form.Item name="au_bank_bsb_number" label={t('field.au_bank_bsb_number')} required>
            <Input maxLength={6} data-testid="bsb" />
          </Form.Item>
          <Form.Item name="au_bank_account_number" label={t('field.au_bank_account_number')} required>
            <Input maxLength={10} data-testid="bank-account-number" />
          </Form.Item>
        </>
      ) : null}
      <ChoiceWithFaq name="is_fast_settle" faq="t0" onFaq={setFaq} testId="fast-settle" choices={FAST} />
      {fast === FAST_SETTLE.yes ? (
        <Form.Item name="fast_settlement_range" label={t('field.fast_settlement_range')} required>
          <Checkbox.Group
            options={[
              { value: '0', label: t('settlement.workday') },
              { value: '1', label: t('settlement.holiday') },
            ]}
          />
        </Form.Item>
      ) : null}
      <Modal open={faq !== null} title={faq ? t(`faq.${faq}_title`) : ''} footer={null} onCancel={() => setFaq(null)}>
        <Typography.Paragraph>{faq ? t(`faq.${faq}_body`) : ''}</Typography.Paragraph>
      </Modal>
    </>
  );
}
