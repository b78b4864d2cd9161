import { App, DatePicker, Form, Modal, Radio, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { MONTHLY_REPORT_CURRENCIES } from '@mbo/contracts/calls/payouts';
import { call } from '../lib/api-client.ts';
import { tShared } from '../i18n/i18n.ts';
import { downloadFile } from '../lib/download-file.ts';

type ReportCurrency = (typeof MONTHLY_REPORT_CURRENCIES)[number];

interface MonthlyReportValues {
  month: Dayjs | null;
  currency: ReportCurrency;
}

/** The spec: the current and future months cannot be chosen. */
export const isUnavailableMonth = (month: Dayjs): boolean => !month.startOf('month').isBefore(dayjs().startOf('month'));

async function exportMonthlyReport(values: { month: Dayjs; currency: ReportCurrency }) {
  const result = await call('export_monthly_report', {
    year: values.month.year(),
    month: values.month.month() + 1,
    currency: values.currency,
  });
  downloadFile(result.filepath, result.file_name);
  return result;
}

/**
 * The monthly report dialog (shared: the reports menu and the transactions download menu open it): a month that has
 * ended and AUD or USD; the PDF statement, in the interface language, downloads when ready.
 */
export function MonthlyReportDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('payouts');
  const { message } = App.useApp();
  const [form] = Form.useForm<MonthlyReportValues>();
  const exporter = useMutation({ mutationFn: exportMonthlyReport });

  const submit = async (values: MonthlyReportValues) => {
    if (!values.month) return;
    try {
      await exporter.mutateAsync({ month: values.month, currency: values.currency });
      void message.success(t('monthly.done'));
      onClose();
    } catch {
      // The call wrapper has shown the failure; the dialog stays open.
    }
  };

  return (
    <Modal
      open={isOpen}
      title={t('monthly.title')}
      onCancel={onClose}
      okText={t('monthly.download')}
      cancelText={t('monthly.cancel')}
      okButtonProps={{ loading: exporter.isPending }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<MonthlyReportValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ month: dayjs().subtract(1, 'month').startOf('month'), currency: 'AUD' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          label={t('monthly.month')}
          name="month"
          htmlFor="monthly-report-month"
          rules={[{ required: true, message: tShared('payouts.month_required') }]}
        >
          <DatePicker
            id="monthly-report-month"
            picker="month"
            disabledDate={isUnavailableMonth}
            placeholder={t('monthly.month_placeholder')}
          />
        </Form.Item>
        <Form.Item
          label={t('monthly.currency')}
          name="currency"
          rules={[{ required: true, message: tShared('payouts.currency_required') }]}
        >
          <Radio.Group
            optionType="button"
            options={MONTHLY_REPORT_CURRENCIES.map((code) => ({ value: code, label: code }))}
            aria-label={t('monthly.currency')}
          />
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary" data-testid="monthly-report-hint">
        {t('monthly.hint')}
      </Typography.Paragraph>
    </Modal>
  );
}
