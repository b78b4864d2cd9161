import { Alert, Button, Form, InputNumber, Modal, Select, Space, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@mbo/contracts/lookups/currencies';
import { toMinor } from '@mbo/contracts/money';
import { SentCodeField } from '../../../components/sent-code-field.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { toastSuccess } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { useSentCode } from '../../../components/use-sent-code.ts';
import { useSendWithdrawCode, useWithdraw, useWithdrawAccount } from '../api/global-account.ts';

interface Values {
  currency_id: number;
  amount: number;
  code: string;
}

/**
 * Withdraw to the settlement bank account in force for the currency: the amount (at most the available balance),
 * a code sent to the user (bound to currency and amount), then the withdrawal — once per opening of the dialog.
 */
export function WithdrawDialog({
  open,
  onClose,
  initialCurrencyId,
}: {
  open: boolean;
  onClose: () => void;
  initialCurrencyId: number;
}) {
  const { t } = useTranslation('global-account');
  const { merchant } = useSession();
  const merchantId = merchant?.id ?? 0;
  const ids = { currency: useId(), amount: useId(), code: useId() };
  const [form] = Form.useForm<Values>();
  const currencyId = (Form.useWatch('currency_id', form) as number | undefined) ?? initialCurrencyId;
  const account = useWithdrawAccount(merchantId, open ? currencyId : null);
  const sendCode = useSendWithdrawCode();
  // The amount is checked before a code is sent (the code is bound to currency and amount); a refusal shows on the form.
  const sentCode = useSentCode(async () => {
    const values = await form.validateFields(['currency_id', 'amount']);
    return sendCode.mutateAsync({ currency_id: currencyId, amount: values.amount });
  });
  const withdraw = useWithdraw(merchantId);
  // One key per opening: a retry after a lost answer replays the withdrawal, never makes a second.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const available = account.data?.available ?? 0;
  const bank = account.data?.bank_account;
  const code = CURRENCIES.find((currency) => currency.id === currencyId)?.code ?? '';

  const close = () => {
    form.resetFields();
    sentCode.forget();
    setRequestId(crypto.randomUUID());
    onClose();
  };
  const amountRule = {
    validator: async (_rule: unknown, value: number | null) => {
      if (value === null || value === undefined || value <= 0 || toMinor(value, currencyId) === null)
        throw new Error(t('withdraw.amount_required'));
      if (value > available) throw new Error(t('withdraw.over'));
    },
  };

  return (
    <Modal open={open} onCancel={close} title={t('withdraw.title')} footer={null} destroyOnHidden width={520}>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ currency_id: initialCurrencyId }}
        onFinish={(values) =>
          withdraw
            .mutateAsync({ currency_id: currencyId, amount: values.amount, code: values.code, request_id: requestId })
            .then((done) => {
              toastSuccess(
                t('withdraw.done', { amount: formatMoney(done.amount, done.currency_id), account: done.bank_account }),
              );
              close();
            })
            .catch(() => undefined)
        }
      >
        <Form.Item name="currency_id" label={t('withdraw.currency')} htmlFor={ids.currency}>
          <Select
            id={ids.currency}
            showSearch
            optionFilterProp="label"
            options={CURRENCIES.map((currency) => ({ value: currency.id, label: currency.code }))}
          />
        </Form.Item>
        {account.data && !bank && (
          <Alert type="warning" showIcon message={t('withdraw.no_bank', { currency: code })} data-testid="no-bank" />
        )}
        {bank && (
          <Typography.Paragraph data-testid="withdraw-to">
            {t('withdraw.to')}: {bank.account_name} · {bank.bsb} {bank.account_number}
          </Typography.Paragraph>
        )}
        <Form.Item
          label={t('withdraw.amount')}
          htmlFor={ids.amount}
          extra={t('withdraw.available', { amount: formatMoney(available, currencyId) })}
        >
          <Space.Compact block>
            <Form.Item name="amount" noStyle rules={[amountRule]}>
              <InputNumber id={ids.amount} min={0.01} precision={2} style={{ width: '100%' }} />
            </Form.Item>
            <Button onClick={() => form.setFieldValue('amount', available)}>{t('withdraw.all')}</Button>
          </Space.Compact>
        </Form.Item>
        <SentCodeField
          id={ids.code}
          label={t('withdraw.code')}
          placeholder={t('withdraw.code_placeholder')}
          rule={{ required: true, len: 6, message: t('withdraw.code_required') }}
          extra={sentCode.sentTo ? t('withdraw.sent_to', { to: sentCode.sentTo }) : undefined}
          onSend={() => void sentCode.send()}
          isSending={sendCode.isPending}
          isWaiting={sentCode.countdown.isRunning}
          buttonLabel={
            sentCode.countdown.isRunning
              ? t('withdraw.resend_in', { seconds: sentCode.countdown.remaining })
              : t('withdraw.send')
          }
        />
        <Button type="primary" htmlType="submit" loading={withdraw.isPending} disabled={!bank}>
          {t('withdraw.submit')}
        </Button>
      </Form>
    </Modal>
  );
}
