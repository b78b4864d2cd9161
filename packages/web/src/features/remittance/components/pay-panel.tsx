import { Alert, App, Button, Descriptions, Flex, Form, Radio, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { REMITTANCE_RECEIPT_MAX_BYTES, type TransferOrder } from '@mbo/contracts/calls/remittance';
import { RETURN_CODE } from '@mbo/contracts/envelope';
import { collectionAccountFor } from '@mbo/contracts/lookups/collection-accounts';
import { REMITTANCE_STATUS, SEND_PAYMENT_METHOD, type SendPaymentMethod } from '@mbo/contracts/remittance/order-flow';
import { OnboardingUpload, type OnboardingFile } from '../../../components/onboarding-upload.tsx';
import { CallError } from '../../../lib/api-client.ts';
import { formatExchangeRate } from '../../../lib/exchange-rate.ts';
import { CollectionAccountDetails } from '../../../components/collection-account-details.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { toastSuccess } from '../../../lib/notify.ts';
import { useCloseOrder, usePayOrder, useSendBalances, useSubmitPaymentReceipt } from '../api/remittance.ts';
import { LinkButton } from './link-button.tsx';

const METHODS: readonly SendPaymentMethod[] = [
  SEND_PAYMENT_METHOD.balance,
  SEND_PAYMENT_METHOD.poli,
  SEND_PAYMENT_METHOD.bankTransfer,
];

export const detailPath = (id: number) => `/transferDetail?id=${id}`;

interface PayPanelProps {
  merchantId: number;
  order: TransferOrder;
  /** The order as the server answered it (paid, repriced, closed). */
  onOrder: (order: TransferOrder) => void;
}

/**
 * Paying a transfer order (the wizard's fourth step and /payment): from the global account's balance (processing
 * at once, then the success page), by POLi (the bank's page), or by a bank transfer into the provider's account
 * with the order number as reference and the receipt uploaded. An order whose quote ran out comes back repriced
 * ("The exchange rate was updated") to be paid again; an unpaid order can be closed after a confirmation.
 */
export function PayPanel({ merchantId, order, onOrder }: PayPanelProps) {
  const { t } = useTranslation('remittance');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const balances = useSendBalances(merchantId);
  const pay = usePayOrder(merchantId);
  const close = useCloseOrder(merchantId);
  const [method, setMethod] = useState<SendPaymentMethod>(SEND_PAYMENT_METHOD.balance);
  const [error, setError] = useState<string | null>(null);
  const [isRepriced, setRepriced] = useState(false);
  const available = balances.data?.data.find((balance) => balance.currency_id === order.send_currency_id)?.available;

  const submit = async () => {
    setError(null);
    try {
      const answer = await pay.mutateAsync({ merchant_id: merchantId, order_id: order.id, payment_method: method });
      setRepriced(false);
      if (method === SEND_PAYMENT_METHOD.poli && answer.redirect_url) {
        window.location.assign(answer.redirect_url);
        return;
      }
      if (answer.order.status === REMITTANCE_STATUS.paying) {
        onOrder(answer.order);
        return;
      }
      void navigate(`/paymentSuccessful?id=${answer.order.id}`);
    } catch (failure) {
      if (!(failure instanceof CallError)) throw failure;
      const repriced = failure.payload.order as TransferOrder | undefined;
      if (failure.returnCode === RETURN_CODE.quoteExpired && repriced) {
        setRepriced(true);
        onOrder(repriced);
        return;
      }
      setError(failure.message);
    }
  };

  const confirmClose = () =>
    modal.confirm({
      title: t('pay.close_title'),
      content: t('pay.close_body', { number: order.number }),
      okText: t('pay.close_ok'),
      okButtonProps: { danger: true },
      cancelText: t('pay.close_cancel'),
      onOk: async () => {
        onOrder(await close.mutateAsync(order.id));
        toastSuccess(t('pay.closed'));
      },
    });

  if (order.status === REMITTANCE_STATUS.paying && order.payment_method === SEND_PAYMENT_METHOD.bankTransfer)
    return <BankTransfer merchantId={merchantId} order={order} onOrder={onOrder} />;
  if (order.status !== REMITTANCE_STATUS.unpaid)
    return (
      <Result
        status={order.status === REMITTANCE_STATUS.closed ? 'warning' : 'info'}
        title={t('pay.not_payable', { status: order.status_name })}
        subTitle={order.status_note ?? undefined}
        data-testid="remittance-not-payable"
        extra={
          <LinkButton to={detailPath(order.id)} type="primary">
            {t('pay.view_order')}
          </LinkButton>
        }
      />
    );

  return (
    <div className="remittance-pay" data-testid="remittance-pay">
      {isRepriced && (
        <Alert
          type="warning"
          showIcon
          data-testid="remittance-rate-updated"
          title={t('quote.rate_updated')}
          description={t('pay.repriced', {
            total: formatMoney(order.total_amount, order.send_currency_id),
            receive: formatMoney(order.receive_amount, order.receive_currency_id),
          })}
        />
      )}
      <Descriptions column={2} size="small" bordered data-testid="remittance-pay-order">
        <Descriptions.Item label={t('order.number')}>{order.number}</Descriptions.Item>
        <Descriptions.Item label={t('order.recipient')}>{order.recipient.name}</Descriptions.Item>
        <Descriptions.Item label={t('quote.total')}>
          <Typography.Text strong data-testid="remittance-pay-total">
            {formatMoney(order.total_amount, order.send_currency_id)}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('quote.receive_amount')}>
          {formatMoney(order.receive_amount, order.receive_currency_id)}
        </Descriptions.Item>
        <Descriptions.Item label={t('quote.rate')}>
          {t('quote.rate_line', {
            send: order.send_currency,
            rate: formatExchangeRate(order.rate),
            receive: order.receive_currency,
          })}
        </Descriptions.Item>
        <Descriptions.Item label={t('order.pay_by')}>{order.pay_by}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={4} id="remittance-method-label" className="remittance-pay__title">
        {t('pay.method')}
      </Typography.Title>
      <Radio.Group
        aria-labelledby="remittance-method-label"
        value={method}
        onChange={(event) => setMethod(event.target.value as SendPaymentMethod)}
        className="remittance-methods"
      >
        <Flex vertical gap={8}>
          {METHODS.map((id) => (
            <Radio key={id} value={id} data-testid={`remittance-method-${id}`}>
              <span className="remittance-method__name">{t(`method.${id}`)}</span>
              <Typography.Text type="secondary" className="remittance-method__hint">
                {id === SEND_PAYMENT_METHOD.balance
                  ? t('pay.available', {
                      amount: available === undefined ? '…' : formatMoney(available, order.send_currency_id),
                    })
                  : t(`pay.hint.${id}`)}
              </Typography.Text>
            </Radio>
          ))}
        </Flex>
      </Radio.Group>
      {error && <Alert type="error" showIcon title={error} data-testid="remittance-pay-error" />}
      <Flex gap={8} className="remittance-actions">
        <Button
          type="primary"
          loading={pay.isPending}
          onClick={() => void submit()}
          data-testid="remittance-pay-submit"
        >
          {t('pay.submit', { amount: formatMoney(order.total_amount, order.send_currency_id) })}
        </Button>
        <Button danger onClick={confirmClose} loading={close.isPending} data-testid="remittance-close-order">
          {t('pay.close')}
        </Button>
      </Flex>
    </div>
  );
}

/** A bank transfer: where to pay, the order number as reference, and the receipt's upload (PDF or image, < 10 MB). */
function BankTransfer({ merchantId, order, onOrder }: PayPanelProps) {
  const { t } = useTranslation('remittance');
  const navigate = useNavigate();
  const submit = useSubmitPaymentReceipt(merchantId);
  const account = collectionAccountFor(order.send_currency_id);
  return (
    <div className="remittance-pay" data-testid="remittance-bank-transfer">
      <Typography.Paragraph>
        {t('bank.instructions', { amount: formatMoney(order.total_amount, order.send_currency_id) })}
      </Typography.Paragraph>
      <CollectionAccountDetails
        account={account}
        reference={order.number}
        referenceLabel={t('bank.reference')}
        testId="remittance-collection-account"
        referenceTestId="remittance-bank-reference"
      />
      {order.has_receipt ? (
        <Alert type="info" showIcon title={t('bank.receipt_waiting')} />
      ) : (
        <Form<{ receipt: OnboardingFile | null }>
          layout="vertical"
          className="remittance-receipt"
          onFinish={(values) =>
            submit.mutateAsync({ orderId: order.id, file: values.receipt!.token }).then((updated) => {
              toastSuccess(t('bank.receipt_sent'));
              onOrder(updated);
              void navigate(detailPath(updated.id));
            })
          }
        >
          <Form.Item
            name="receipt"
            label={t('bank.receipt')}
            rules={[{ required: true, message: t('bank.receipt_required') }]}
          >
            <OnboardingUpload
              label={t('bank.receipt')}
              kind="document"
              testId="remittance-receipt"
              limit={{ bytes: REMITTANCE_RECEIPT_MAX_BYTES, message: t('bank.too_large') }}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={submit.isPending}>
            {t('bank.submit')}
          </Button>
        </Form>
      )}
    </div>
  );
}
