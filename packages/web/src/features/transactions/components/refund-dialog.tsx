import { Alert, App, Form, Input, InputNumber, Modal } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { calls, type CallResponse } from '@mbo/contracts/calls/index';
import type { Transaction } from '@mbo/contracts/calls/transaction-schemas';
import { REFUND_REASON_MAX, TOP_UP_PATH } from '@mbo/contracts/calls/refunds';
import { CODE_RESEND_S, TOAST_SECONDS } from '@mbo/contracts/constants';
import { RETURN_CODE } from '@mbo/contracts/envelope';
import { exponentOf, toMinor } from '@mbo/contracts/money';
import { tShared } from '../../../i18n/i18n.ts';
import { CallError } from '../../../lib/api-client.ts';
import { useBalance, useRealRefundAmount } from '../api/get-refund-funds.ts';
import { useRefundPayment } from '../api/refund-payment.ts';
import { useSendRefundCode } from '../api/send-refund-code.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { zodRule } from '../../../lib/form-rules.ts';
import { SentCodeField } from '../../../components/sent-code-field.tsx';

interface RefundValues {
  reason?: string;
  amount: number | null;
  code: string;
}

const refundFields = calls.merchant_refund.request.shape;
/** The real refund amount is asked for once typing pauses. */
const AMOUNT_SETTLE_MS = 400;

interface RefundDialogProps {
  merchantId: number;
  merchantNumber?: string;
  /** The payment to refund (turnover type 1), or null when closed. */
  payment: Transaction | null;
  onClose: () => void;
}

/** Open while there is a payment; each payment gets a fresh form and a fresh idempotency key. */
export function RefundDialog({ payment, ...props }: RefundDialogProps) {
  return payment ? <RefundForm key={payment.payment_id} payment={payment} {...props} /> : null;
}

/**
 * The refund dialog: reason, amount (at most what is left, shown; no more decimals than the currency), where it
 * will be drawn from (the balance, then the global account) before any code is sent, a code sent to the user's phone for this amount
 * (60-second resend countdown). Refusals: insufficient balance links to the global account top-up, a fully refunded order is a warning.
 */
function RefundForm({
  merchantId,
  merchantNumber,
  payment,
  onClose,
}: Omit<RefundDialogProps, 'payment'> & { payment: Transaction }) {
  const { t } = useTranslation('transactions');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const ids = { reason: useId(), amount: useId(), code: useId() };
  const [form] = Form.useForm<RefundValues>();
  // One key for every submission of this dialog: a retry after a lost answer replays, never refunds twice.
  const [requestId] = useState(() => crypto.randomUUID());
  const [sentTo, setSentTo] = useState<string | null>(null);
  const countdown = useCountdown();
  const sendCode = useSendRefundCode();
  const refund = useRefundPayment(merchantId);
  const currencyId = payment.currency;
  const currency = payment.currency_number;
  const refundable = payment.refundable_amount;
  const balance = useBalance(merchantId, currencyId);
  const amount = useDebounced(Form.useWatch('amount', form) ?? null, AMOUNT_SETTLE_MS);
  const decimals = exponentOf(currencyId);
  const isAmountValid = amount !== null && amount > 0 && amount <= refundable && toMinor(amount, currencyId) !== null;
  const real = useRealRefundAmount(merchantId, payment.payment_id, isAmountValid ? amount : null);

  const maxRule = {
    validator: async (_rule: unknown, value: number | null) => {
      if (value !== null && value !== undefined && value > refundable) {
        throw new Error(tShared('refunds.refund_amount_max', { amount: formatMoney(refundable, currencyId) }));
      }
    },
  };

  // More decimals than the currency has is refused in place, never rounded (10.555 is not 10.56).
  const decimalsRule = {
    validator: async (_rule: unknown, value: number | null) => {
      if (value !== null && value !== undefined && value > 0 && toMinor(value, currencyId) === null) {
        throw new Error(tShared('transactions.amount_decimals', { decimals }));
      }
    },
  };

  const send = async () => {
    try {
      await form.validateFields(['amount']);
    } catch (error) {
      // antd refuses a validation whose value changed under it — the amount is formatted as the click blurs its
      // field — with no field in error: the click then did nothing (seen in e2e). Only a field in error stops it.
      const fields = (error as { errorFields?: unknown[] }).errorFields;
      if (!fields || fields.length > 0) return;
    }
    try {
      const result = await sendCode.mutateAsync({
        paymentId: payment.payment_id,
        amount: form.getFieldValue('amount') as number,
      });
      countdown.start(CODE_RESEND_S);
      setSentTo(result.sent_to);
      void message.success(tShared('auth.code_sent'));
    } catch {
      // The call wrapper has shown the failure.
    }
  };

  const showRefusal = (error: unknown) => {
    if (!(error instanceof CallError)) return;
    if (error.returnCode === RETURN_CODE.insufficientBalance) {
      void message.error({
        duration: TOAST_SECONDS,
        content: (
          <span data-testid="refund-insufficient">
            {error.message}{' '}
            <a
              href={TOP_UP_PATH}
              onClick={(event) => {
                event.preventDefault();
                navigate(TOP_UP_PATH);
              }}
            >
              {t('refund.top_up')}
            </a>
          </span>
        ),
      });
    } else if (error.returnCode === RETURN_CODE.fullyRefunded) {
      void message.warning({ content: error.message, duration: TOAST_SECONDS });
    } else {
      void message.error({ content: error.message, duration: TOAST_SECONDS });
    }
  };

  const submit = async (values: RefundValues) => {
    try {
      await refund.mutateAsync({
        merchant_number: merchantNumber,
        transaction_id: payment.payment_id,
        amount: values.amount ?? 0,
        reason: values.reason?.trim() || undefined,
        code: values.code,
        request_id: requestId,
      });
      void message.success(t('refund.success'));
      onClose();
    } catch (error) {
      showRefusal(error);
    }
  };

  return (
    <Modal
      open
      title={t('refund.title', { number: payment.transaction_number })}
      onCancel={onClose}
      okText={t('refund.submit')}
      cancelText={t('refund.cancel')}
      okButtonProps={{ htmlType: 'submit', form: 'refund-form', loading: refund.isPending }}
      destroyOnHidden
      maskClosable={false}
    >
      <Form<RefundValues>
        id="refund-form"
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        requiredMark
      >
        <Alert
          type="info"
          showIcon
          className="refund-dialog__limits"
          data-testid="refund-max"
          title={t('refund.max', { amount: formatMoney(refundable, currencyId) })}
          description={
            balance.data !== undefined
              ? t('refund.balance', { amount: formatMoney(balance.data, currencyId) })
              : undefined
          }
        />
        <Form.Item label={t('refund.reason')} name="reason" htmlFor={ids.reason}>
          <Input.TextArea
            id={ids.reason}
            maxLength={REFUND_REASON_MAX}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
            placeholder={t('refund.reason_placeholder')}
          />
        </Form.Item>
        <Form.Item
          label={t('refund.amount', { currency })}
          name="amount"
          htmlFor={ids.amount}
          required
          rules={[zodRule(refundFields.amount), decimalsRule, maxRule]}
          extra={isAmountValid && real.data ? <RefundDraw draw={real.data} currencyId={currencyId} /> : undefined}
        >
          <InputNumber<number> id={ids.amount} min={0} step={1} style={{ width: '100%' }} inputMode="decimal" />
        </Form.Item>
        <SentCodeField
          id={ids.code}
          label={t('refund.code')}
          rule={zodRule(refundFields.code)}
          placeholder={t('refund.code_placeholder')}
          extra={sentTo ? t('refund.sent', { to: sentTo }) : undefined}
          onSend={() => void send()}
          isSending={sendCode.isPending}
          isWaiting={countdown.isRunning}
          buttonLabel={countdown.isRunning ? t('refund.resend_in', { seconds: countdown.remaining }) : t('refund.send')}
        />
      </Form>
    </Modal>
  );
}

type Draw = CallResponse<'get_real_refund_amount'>;

/** What the refund takes from the merchant's funds, and from where: the balance first, then the global account. */
function RefundDraw({ draw, currencyId }: { draw: Draw; currencyId: number }) {
  const { t } = useTranslation('transactions');
  const money = (value: number) => formatMoney(value, currencyId);
  return (
    <div data-testid="refund-draw">
      <div>{t('refund.real_total', { amount: money(draw.real_refund_amount) })}</div>
      <div>
        {t('refund.from_balance', { amount: money(draw.from_balance_amount) })}
        {' · '}
        {t('refund.from_global', { amount: money(draw.from_global_account_amount) })}
      </div>
      {!draw.is_covered && (
        <Alert type="warning" showIcon data-testid="refund-not-covered" title={t('refund.not_covered')} />
      )}
    </div>
  );
}
