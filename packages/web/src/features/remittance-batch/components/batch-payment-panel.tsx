import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Descriptions, Flex, Form, Modal, Progress, Result, Select, Typography } from 'antd';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRate } from '@mbo/contracts/calls/fx';
import { CURRENCIES } from '@mbo/contracts/lookups/currencies';
import { BATCH_FILE_MAX_BYTES, BATCH_STATUS, type TransferBatch } from '@mbo/contracts/calls/remittance-batch';
import { TOAST_SECONDS } from '@mbo/contracts/constants';
import { RETURN_CODE } from '@mbo/contracts/envelope';
import { CallError } from '../../../lib/api-client.ts';
import { currencyName, formatMoney } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { useQuoteClock } from '../../../lib/use-quote-clock.ts';
import { useBatchTemplate, usePayBatch, useRefreshBatch, useUploadBatch } from '../api/remittance-batch.ts';
import { BatchRowsTable } from './batch-rows-table.tsx';
import '../remittance-batch.css';

const AUD = 1;

/**
 * The Batch payment tab of `/singlePayment` (issue 14 §4): choose the send currency, download the template, upload
 * the XLSX/CSV file; every row is shown with its errors in the interface language, the valid ones priced as a whole
 * (one rate per receive currency, held with a countdown and re-priced when it ends), and "Pay N payments" pays them
 * all from the global account's balance as one approval, after a confirmation. The result lists the orders made.
 */
export function BatchPaymentPanel() {
  const { t, i18n } = useTranslation('remittance-batch');
  const { message } = App.useApp();
  const { merchant } = useSession();
  const merchantId = merchant?.id ?? 0;
  const currencyId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [sendCurrencyId, setSendCurrencyId] = useState(AUD);
  const [batch, setBatch] = useState<TransferBatch | null>(null);
  const [payKey, setPayKey] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const [isRateUpdated, setRateUpdated] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const template = useBatchTemplate(merchantId);
  const uploadBatch = useUploadBatch(merchantId);
  const refresh = useRefreshBatch(merchantId);
  const payBatch = usePayBatch(merchantId);

  const takeBatch = useCallback((fresh: TransferBatch, isUpdate: boolean) => {
    setBatch(fresh);
    setPayKey(`batch-${crypto.randomUUID()}`);
    setRateUpdated(isUpdate);
  }, []);

  const isOpen = batch !== null && batch.status === BATCH_STATUS.validated;
  const secondsLeft = useQuoteClock(
    isOpen ? { quote_id: batch.expires_at_ms, expires_in_seconds: batch.expires_in_seconds } : null,
    () => {
      if (batch)
        refresh.mutateAsync(batch.id).then(
          (fresh) => takeBatch(fresh, true),
          (error: unknown) => setPayError((error as Error).message),
        );
    },
  );

  const choose = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    setFileError(null);
    setPayError(null);
    if (file.size > BATCH_FILE_MAX_BYTES) {
      setFileError(t('file_too_large', { max: BATCH_FILE_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    setProgress(0);
    try {
      takeBatch(await uploadBatch.mutateAsync({ file, sendCurrencyId, onProgress: setProgress }), false);
    } catch (error) {
      setBatch(null);
      setFileError((error as Error).message);
    } finally {
      setProgress(null);
    }
  };

  const pay = async () => {
    if (!batch) return;
    setConfirming(false);
    setPayError(null);
    try {
      takeBatch(await payBatch.mutateAsync({ batch_id: batch.id, idempotency_key: payKey }), false);
      void message.success(t('paid_toast', { count: batch.valid_count }));
    } catch (error) {
      if (!(error instanceof CallError)) return;
      const fresh = error.payload.batch as TransferBatch | undefined;
      void message.error({ content: error.message, duration: TOAST_SECONDS });
      // Re-priced (or re-checked): the new batch with the notice "the exchange rate was updated"; else the reason stays.
      if (error.returnCode === RETURN_CODE.quoteExpired && fresh) return takeBatch(fresh, true);
      if (fresh) setBatch(fresh);
      setPayError(error.message);
    }
  };

  if (batch?.status === BATCH_STATUS.paid) return <BatchResult batch={batch} onAgain={() => setBatch(null)} />;

  const money = (amount: number) => formatMoney(amount, batch?.send_currency_id ?? sendCurrencyId);
  return (
    <Flex vertical gap={16} className="remittance-batch" data-testid="batch-payment-panel">
      <Card>
        <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
        <Flex gap={16} align="end" wrap>
          <Form layout="vertical" className="remittance-batch__currency">
            <Form.Item label={t('send_currency')} htmlFor={currencyId}>
              <Select<number>
                id={currencyId}
                showSearch
                optionFilterProp="label"
                options={CURRENCIES.map((currency) => ({
                  value: currency.id,
                  label: `${currency.code} · ${currencyName(currency.id, i18n.language)}`,
                }))}
                value={sendCurrencyId}
                onChange={(value) => {
                  setSendCurrencyId(value);
                  setBatch(null);
                }}
                data-testid="batch-send-currency"
              />
            </Form.Item>
          </Form>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void template.mutateAsync()}
            loading={template.isPending}
            data-testid="batch-template"
          >
            {t('template')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            style={{ display: 'none' }}
            aria-label={t('choose_file')}
            data-testid="batch-file-input"
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <Button
            type="primary"
            icon={<UploadOutlined />}
            onClick={() => fileInput.current?.click()}
            loading={progress !== null || uploadBatch.isPending}
            data-testid="batch-upload"
          >
            {batch ? t('upload_again') : t('upload')}
          </Button>
        </Flex>
        <Typography.Paragraph type="secondary" className="remittance-batch__hint">
          {t('format_hint')}
        </Typography.Paragraph>
        {progress !== null ? <Progress percent={progress} size="small" /> : null}
        {fileError ? (
          <Alert type="error" showIcon message={fileError} role="alert" data-testid="batch-file-error" />
        ) : null}
      </Card>

      {batch ? (
        <>
          <Card title={t('summary.title', { name: batch.file_name })} data-testid="batch-summary">
            {isRateUpdated ? (
              <Alert type="info" showIcon message={t('rate_updated')} className="remittance-batch__notice" />
            ) : null}
            {batch.invalid_count > 0 ? (
              <Alert
                type="warning"
                showIcon
                message={t('summary.invalid', { count: batch.invalid_count, total: batch.row_count })}
                className="remittance-batch__notice"
                data-testid="batch-invalid-notice"
              />
            ) : null}
            <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
              <Descriptions.Item label={t('summary.valid')}>
                <span data-testid="batch-valid-count">
                  {t('summary.valid_value', { valid: batch.valid_count, total: batch.row_count })}
                </span>
              </Descriptions.Item>
              <Descriptions.Item label={t('summary.expires')}>
                <span data-testid="batch-countdown">
                  {refresh.isPending ? t('summary.refreshing') : t('summary.seconds', { seconds: secondsLeft })}
                </span>
              </Descriptions.Item>
              <Descriptions.Item label={t('summary.send')}>{money(batch.total_send)}</Descriptions.Item>
              <Descriptions.Item label={t('summary.fees')}>
                {t('summary.fees_value', { fee: money(batch.total_fee), gst: money(batch.total_fee_gst) })}
              </Descriptions.Item>
              <Descriptions.Item label={t('summary.total')}>
                <Typography.Text strong data-testid="batch-total">
                  {money(batch.total_amount)}
                </Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t('summary.available')}>{money(batch.send_available)}</Descriptions.Item>
              {batch.pricing.map((price) => (
                <Descriptions.Item
                  key={price.receive_currency_id}
                  label={t('summary.per_currency', { currency: price.receive_currency, count: price.count })}
                >
                  {t('summary.per_currency_value', {
                    receive: formatMoney(price.receive_total, price.receive_currency_id),
                    send: money(price.send_total),
                    rate: formatRate(price.rate),
                    send_currency: batch.send_currency,
                    currency: price.receive_currency,
                  })}
                </Descriptions.Item>
              ))}
            </Descriptions>
            {batch.shortfall > 0 ? (
              <Alert
                type="error"
                showIcon
                className="remittance-batch__notice"
                message={t('summary.shortfall', { amount: money(batch.shortfall) })}
                data-testid="batch-shortfall"
              />
            ) : null}
            {payError ? (
              <Alert type="error" showIcon className="remittance-batch__notice" message={payError} role="alert" />
            ) : null}
            <Flex justify="end" className="remittance-batch__actions">
              <Button
                type="primary"
                size="large"
                disabled={batch.valid_count === 0 || refresh.isPending}
                loading={payBatch.isPending}
                onClick={() => setConfirming(true)}
                data-testid="batch-pay"
              >
                {t('pay', { count: batch.valid_count })}
              </Button>
            </Flex>
          </Card>
          <Card title={t('rows.title')}>
            <BatchRowsTable batch={batch} />
          </Card>
          <Modal
            open={isConfirming}
            title={t('confirm.title', { count: batch.valid_count })}
            okText={t('confirm.ok')}
            cancelText={t('confirm.cancel')}
            onOk={() => void pay()}
            onCancel={() => setConfirming(false)}
            okButtonProps={{ 'data-testid': 'batch-confirm' }}
          >
            <Typography.Paragraph>
              {t('confirm.body', {
                count: batch.valid_count,
                total: money(batch.total_amount),
                currency: batch.send_currency,
              })}
            </Typography.Paragraph>
            {batch.invalid_count > 0 ? (
              <Typography.Paragraph type="warning">
                {t('confirm.skipped', { count: batch.invalid_count })}
              </Typography.Paragraph>
            ) : null}
          </Modal>
        </>
      ) : null}
    </Flex>
  );
}

/** The paid batch: how many orders were made and each one's number, linked to its detail. */
function BatchResult({ batch, onAgain }: { batch: TransferBatch; onAgain: () => void }) {
  const { t } = useTranslation('remittance-batch');
  const orders = batch.rows.filter((row) => row.order_id !== null);
  return (
    <Card data-testid="batch-result">
      <Result
        status="success"
        title={t('result.title', { count: orders.length })}
        subTitle={t('result.subtitle', {
          total: formatMoney(batch.total_amount, batch.send_currency_id),
          number: batch.number,
        })}
        extra={
          <Button type="primary" onClick={onAgain}>
            {t('result.again')}
          </Button>
        }
      />
      <ul className="remittance-batch__orders" aria-label={t('result.orders')}>
        {orders.map((row) => (
          <li key={row.line}>
            <Link to={`/transferDetail?id=${row.order_id}`} data-testid="batch-order-link">
              {row.order_number}
            </Link>{' '}
            <Typography.Text type="secondary">
              {t('result.order_line', {
                recipient: row.recipient_name ?? '',
                amount: formatMoney(row.receive_amount ?? 0, row.receive_currency_id ?? batch.send_currency_id),
              })}
            </Typography.Text>
          </li>
        ))}
      </ul>
    </Card>
  );
}
