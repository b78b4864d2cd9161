import { Button, Checkbox, Form, Input, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FAST_SETTLE, SETTLEMENT_TYPE } from '@mbo/contracts/kyb/application-choices';

/** Step 5, settlement: global account or bank account (its details), and fast (T+0) settlement with its day types. */
export function StepSettlement() {
  const { t } = useTranslation('merchant-application');
  const settlement = Form.useWatch('settlement_type') as number | undefined;
  const fast = Form.useWatch('is_fast_settle') as number | undefined;
  const [faq, setFaq] = useState<'t0' | 'accounts' | null>(null);
  return (
    <>
      <Form.Item
        name="settlement_type"
        label={
          <>
            {t('field.settlement_type')}
            <Button type="link" size="small" onClick={() => setFaq('accounts')}>
              {t('faq.accounts_title')}
            </Button>
          </>
        }
      >
        <Radio.Group
          data-testid="settlement-type"
          options={[
            { value: SETTLEMENT_TYPE.globalAccount, label: t('settlement.global') },
            { value: SETTLEMENT_TYPE.bankAccount, label: t('settlement.bank') },
          ]}
        />
      </Form.Item>
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
      <Form.Item
        name="is_fast_settle"
        label={
          <>
            {t('field.is_fast_settle')}
            <Button type="link" size="small" onClick={() => setFaq('t0')}>
              {t('faq.t0_title')}
            </Button>
          </>
        }
      >
        <Radio.Group
          data-testid="fast-settle"
          options={[
            { value: FAST_SETTLE.yes, label: t('settlement.fast_yes') },
            { value: FAST_SETTLE.no, label: t('settlement.fast_no') },
          ]}
        />
      </Form.Item>
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
