import { Alert, Button, Form, Input, Modal, Radio, Result, Space, Steps, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bankDetailSchema, PAYOUT_TARGET, type SettlementAccount } from '@mbo/contracts/calls/settlement-account';
import { bsbLookup, formatBsb } from '@mbo/contracts/lookups/bsb-directory';
import { codeSchema } from '@mbo/contracts/validation';
import { SentCodeField } from '../../../components/sent-code-field.tsx';
import { zodRule } from '../../../lib/form-rules.ts';
import { textIn } from '../../../lib/format.ts';
import { useSentCode } from '../../../components/use-sent-code.ts';
import { useChangeAccount, useGlobalAccount, useSendChangeCode } from '../api/settlement-account.ts';
import { groupInFours } from '../lib/account-format.ts';

interface ChoiceValues {
  settlement_type: number;
  account_name: string;
  bsb_number: string;
  account_number: string;
}

const { account_name, bsb_number, account_number } = bankDetailSchema.shape;
const codeRule = zodRule(codeSchema);

/** Digits typed into the BSB field, shown as 000-000. */
function bsbInput(value: string | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '').slice(0, 6);
  return digits.length > 3 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : digits;
}

/**
 * The change in three steps (first document §2 "Settlement account"): 1 choose the global account or a bank account
 * (the bank form: account name, BSB checked against the directory with the bank's name shown, account number);
 * 2 a code sent to the signed-in user's phone (back returns to step 1 with what was typed); 3 success, naming the
 * date the change takes effect.
 */
export function EditAccountModal({
  open,
  merchantId,
  account,
  onClose,
}: {
  open: boolean;
  merchantId: number;
  account: SettlementAccount;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('settlement-account');
  const codeId = useId();
  const [step, setStep] = useState(0);
  const [choiceForm] = Form.useForm<ChoiceValues>();
  const [codeForm] = Form.useForm<{ code: string }>();
  const type = Form.useWatch('settlement_type', choiceForm) ?? PAYOUT_TARGET.globalAccount;
  const bsb = Form.useWatch('bsb_number', choiceForm);
  const bank = bsbLookup(bsb ?? '');
  const global = useGlobalAccount(merchantId, account.currency_id, i18n.language, open);
  const sendCode = useSendChangeCode();
  const code = useSentCode(() => sendCode.mutateAsync());
  const change = useChangeAccount(merchantId);
  const [effectiveAt, setEffectiveAt] = useState<string | null>(null);
  const isBank = type === PAYOUT_TARGET.bank;
  const current = account.pending ?? account;

  const close = () => {
    setStep(0);
    code.forget();
    setEffectiveAt(null);
    choiceForm.resetFields();
    codeForm.resetFields();
    onClose();
  };

  const next = async () => {
    try {
      await choiceForm.validateFields();
      setStep(1);
    } catch {
      // The form shows what is wrong.
    }
  };

  const confirm = async ({ code }: { code: string }) => {
    const choice = choiceForm.getFieldsValue(true) as ChoiceValues;
    try {
      const result = await change.mutateAsync(
        choice.settlement_type === PAYOUT_TARGET.bank
          ? {
              kind: 'bank',
              replacedId: account.latest_account_id,
              currencyId: account.currency_id,
              bank: {
                account_name: choice.account_name,
                bsb_number: choice.bsb_number,
                account_number: choice.account_number,
              },
              code,
            }
          : { kind: 'global', replacedId: account.latest_account_id, globalAccountId: global.data?.id ?? 0, code },
      );
      setEffectiveAt(result.effective_at.slice(0, 16));
      setStep(2);
    } catch {
      // The call wrapper has shown the failure (a wrong code: "verification code error, check and re-enter").
    }
  };

  const footer =
    step === 0
      ? [
          <Button key="cancel" onClick={close}>
            {t('edit.cancel')}
          </Button>,
          <Button key="next" type="primary" onClick={() => void next()}>
            {t('edit.next')}
          </Button>,
        ]
      : step === 1
        ? [
            <Button key="back" onClick={() => setStep(0)}>
              {t('edit.back')}
            </Button>,
            <Button
              key="confirm"
              type="primary"
              htmlType="submit"
              form="settlement-code-form"
              loading={change.isPending}
            >
              {t('edit.confirm')}
            </Button>,
          ]
        : [
            <Button key="done" type="primary" onClick={close}>
              {t('edit.done')}
            </Button>,
          ];

  return (
    <Modal
      open={open}
      title={t('edit.title', { currency: account.currency })}
      onCancel={close}
      footer={footer}
      destroyOnHidden
      maskClosable={false}
      width={560}
    >
      <Steps
        size="small"
        current={step}
        items={[{ title: t('edit.step_choose') }, { title: t('edit.step_verify') }, { title: t('edit.step_done') }]}
        style={{ marginBottom: 24 }}
      />
      <div hidden={step !== 0}>
        <Form<ChoiceValues>
          form={choiceForm}
          layout="vertical"
          initialValues={{
            settlement_type: PAYOUT_TARGET.globalAccount,
            account_name: current.bank?.account_name ?? '',
            bsb_number: current.bank ? formatBsb(current.bank.bsb_number) : '',
            account_number: current.bank?.account_number ?? '',
          }}
          onFinish={() => void next()}
        >
          <Form.Item name="settlement_type" label={t('edit.type')}>
            <Radio.Group className="settlement-account__type">
              <Radio value={PAYOUT_TARGET.globalAccount}>
                {t('type.2')}
                {global.data && (
                  <Typography.Text type="secondary">{` · ${groupInFours(global.data.number)}`}</Typography.Text>
                )}
              </Radio>
              <Radio value={PAYOUT_TARGET.bank}>{t('type.1')}</Radio>
            </Radio.Group>
          </Form.Item>
          {isBank && (
            <>
              <Form.Item name="account_name" label={t('edit.account_name')} required rules={[zodRule(account_name)]}>
                <Input autoComplete="off" maxLength={100} />
              </Form.Item>
              <Form.Item
                name="bsb_number"
                label={t('edit.bsb')}
                required
                normalize={bsbInput}
                rules={[zodRule(bsb_number)]}
                extra={
                  bank ? (
                    <span data-testid="bsb-bank">{`${textIn(i18n.language, bank.bank)} · ${textIn(i18n.language, bank.state)}`}</span>
                  ) : (
                    t('edit.bsb_hint')
                  )
                }
              >
                <Input inputMode="numeric" placeholder="000-000" autoComplete="off" />
              </Form.Item>
              <Form.Item
                name="account_number"
                label={t('edit.account_number')}
                required
                rules={[zodRule(account_number)]}
              >
                <Input inputMode="numeric" maxLength={9} autoComplete="off" />
              </Form.Item>
            </>
          )}
          <Alert type="info" showIcon title={isBank ? t('edit.when_bank') : t('edit.when_global')} />
        </Form>
      </div>
      {step === 1 && (
        <Form form={codeForm} id="settlement-code-form" layout="vertical" onFinish={(values) => void confirm(values)}>
          <Typography.Paragraph>{t('edit.verify_intro')}</Typography.Paragraph>
          <SentCodeField
            id={codeId}
            label={t('edit.code')}
            rule={codeRule}
            placeholder={t('edit.code_placeholder')}
            extra={code.sentTo ? t('edit.sent', { to: code.sentTo }) : undefined}
            onSend={() => void code.send()}
            isSending={sendCode.isPending}
            isWaiting={code.countdown.isRunning}
            buttonLabel={
              code.countdown.isRunning ? t('edit.resend_in', { seconds: code.countdown.remaining }) : t('edit.send')
            }
          />
        </Form>
      )}
      {step === 2 && (
        <Result
          status="success"
          title={t('success.title')}
          subTitle={
            <Space direction="vertical" data-testid="settlement-effective">
              {isBank ? t('success.bank', { date: effectiveAt }) : t('success.global', { date: effectiveAt })}
            </Space>
          }
        />
      )}
    </Modal>
  );
}
