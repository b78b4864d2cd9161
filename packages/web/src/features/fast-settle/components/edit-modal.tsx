import { Button, Checkbox, Form, Modal, Radio, Result, Steps, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { calls } from '@mbo/contracts/calls/index';
import { FAST_SETTLE, SETTLEMENT_DAY_TYPES } from '@mbo/contracts/calls/fast-settle';
import { SentCodeField } from '../../../components/sent-code-field.tsx';
import { tShared } from '../../../i18n/i18n.ts';
import { zodRule } from '../../../lib/form-rules.ts';
import { useSentCode } from '../../../components/use-sent-code.ts';
import { useSendChangeCode, useSubmitChange } from '../api/fast-settle.ts';
import { onOffText, rangeText } from '../lib/fast-settle-text.ts';
import { FeeTable } from './fee-table.tsx';

interface ChangeValues {
  is_fast_settle: 1 | 2;
  fast_settlement_range: ('0' | '1')[];
  code?: string;
}

const { code: codeField } = calls['Merchant/AddMerchantSettlementConfigApple'].request.shape;
const STEP = { choose: 0, verify: 1, done: 2 } as const;

/** What the form holds as the change the server takes: off keeps no range. */
const changeOf = (values: ChangeValues) => ({
  is_fast_settle: values.is_fast_settle,
  fast_settlement_range: values.is_fast_settle === FAST_SETTLE.yes ? [...values.fast_settlement_range].sort() : [],
});

/**
 * The edit modal (first document §2): yes or no, the range (at least one when on), the fee table; then a code sent
 * to the user's phone (60 s before another); then success. Back from the code returns to the choice.
 */
export function EditModal({
  merchantId,
  open,
  initial,
  onClose,
}: {
  merchantId: number;
  open: boolean;
  initial: Pick<ChangeValues, 'is_fast_settle' | 'fast_settlement_range'>;
  onClose: () => void;
}) {
  const { t } = useTranslation('fast-settle');
  const navigate = useNavigate();
  const codeId = useId();
  const [form] = Form.useForm<ChangeValues>();
  const [step, setStep] = useState<number>(STEP.choose);
  const [billNo, setBillNo] = useState('');
  const sendCode = useSendChangeCode();
  const code = useSentCode(() => sendCode.mutateAsync(changeOf(form.getFieldsValue(true) as ChangeValues)));
  const submitChange = useSubmitChange(merchantId);
  const isOn = Form.useWatch('is_fast_settle', form) === FAST_SETTLE.yes;

  const close = () => {
    setStep(STEP.choose);
    code.forget();
    onClose();
  };
  const next = async () => {
    try {
      await form.validateFields(['is_fast_settle', 'fast_settlement_range']);
      setStep(STEP.verify);
    } catch {
      // The form shows what is missing.
    }
  };
  const submit = async () => {
    try {
      const values = (await form.validateFields()) as ChangeValues;
      const all = form.getFieldsValue(true) as ChangeValues;
      const result = await submitChange.mutateAsync({ change: changeOf(all), code: values.code ?? '' });
      setBillNo(result.data.bill_no);
      setStep(STEP.done);
    } catch {
      // The form or the call wrapper has shown the failure.
    }
  };

  const values = form.getFieldsValue(true) as Partial<ChangeValues>;
  const summary =
    values.is_fast_settle === undefined
      ? ''
      : t('edit.summary', {
          state: onOffText(t, values.is_fast_settle),
          range:
            values.is_fast_settle === FAST_SETTLE.yes ? ` (${rangeText(t, values.fast_settlement_range ?? [])})` : '',
        });

  const footer =
    step === STEP.choose
      ? [
          <Button key="cancel" onClick={close}>
            {t('edit.cancel')}
          </Button>,
          <Button key="next" type="primary" onClick={() => void next()}>
            {t('edit.next')}
          </Button>,
        ]
      : step === STEP.verify
        ? [
            <Button key="back" onClick={() => setStep(STEP.choose)}>
              {t('edit.back')}
            </Button>,
            <Button key="submit" type="primary" loading={submitChange.isPending} onClick={() => void submit()}>
              {t('edit.submit')}
            </Button>,
          ]
        : null;

  return (
    <Modal open={open} title={t('edit.title')} onCancel={close} footer={footer} destroyOnHidden maskClosable={false}>
      <Steps
        size="small"
        current={step}
        items={[{ title: t('edit.step_choose') }, { title: t('edit.step_verify') }, { title: t('edit.step_done') }]}
      />
      <Form<ChangeValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        className="fast-settle-edit__form"
        onFinish={() => void (step === STEP.choose ? next() : submit())}
      >
        <div hidden={step !== STEP.choose}>
          <Form.Item name="is_fast_settle" label={t('edit.on_off')} required>
            <Radio.Group
              options={[
                { value: FAST_SETTLE.yes, label: t('edit.yes') },
                { value: FAST_SETTLE.no, label: t('edit.no') },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="fast_settlement_range"
            label={t('edit.range')}
            required={isOn}
            dependencies={['is_fast_settle']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_rule, range: string[] | undefined) => {
                  if (getFieldValue('is_fast_settle') === FAST_SETTLE.yes && (range ?? []).length === 0)
                    throw new Error(tShared('fast_settle.range_required'));
                },
              }),
            ]}
          >
            <Checkbox.Group
              disabled={!isOn}
              options={SETTLEMENT_DAY_TYPES.map((item) => ({ value: item, label: t(`value.range_${item}`) }))}
            />
          </Form.Item>
          <FeeTable merchantId={merchantId} />
        </div>
        {step === STEP.verify && (
          <>
            <Typography.Paragraph>{summary}</Typography.Paragraph>
            <SentCodeField
              id={codeId}
              label={t('edit.code')}
              rule={zodRule(codeField)}
              placeholder={t('edit.code_placeholder')}
              extra={code.sentTo ? t('edit.sent', { to: code.sentTo }) : undefined}
              onSend={() => void code.send()}
              isSending={sendCode.isPending}
              isWaiting={code.countdown.isRunning}
              buttonLabel={
                code.countdown.isRunning ? t('edit.resend_in', { seconds: code.countdown.remaining }) : t('edit.send')
              }
            />
          </>
        )}
      </Form>
      {step === STEP.done && (
        <Result
          status="success"
          title={t('edit.done_title')}
          subTitle={t('edit.done_text', { bill_no: billNo })}
          extra={[
            <Button key="list" type="primary" onClick={() => void navigate('/settlementList')}>
              {t('edit.done_list')}
            </Button>,
            <Button key="close" onClick={close}>
              {t('edit.close')}
            </Button>,
          ]}
        />
      )}
    </Modal>
  );
}
