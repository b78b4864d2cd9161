import {
  App,
  Button,
  Card,
  Flex,
  Form,
  Input,
  Modal,
  Result,
  Select,
  Switch,
  Table,
  Tag,
  Typography,
  type FormInstance,
  type TableProps,
} from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Loan, LoanApplication } from '@mbo/contracts/calls/credit';
import { CREDIT_STATUS } from '@mbo/contracts/calls/credit';
import { isConsoleAreaAllowed } from '@mbo/contracts/console-access';
import { CURRENCIES } from '@mbo/contracts/lookups/currencies';
import { formatMoney } from '../../../lib/format.ts';
import { useMe } from '../api/get-me.ts';
import { useChangeCredit, useMerchantCredit } from '../api/merchant-credit.ts';

interface ApplicationForm {
  loan_date: string;
  amount: string;
  currency_id: number;
  fee_rate_percent: string;
  repayment_account_number: string;
}

/** An amount with its currency code, in the currency's own decimals. */
const money = (amount: number, row: { currency: string; currency_id: number }) => formatMoney(amount, row.currency_id);

/** One merchant's applications or loans, all on one page (a merchant has a handful). */
function RecordsCard<Row extends { id: number }>(props: {
  title: string;
  rows: Row[];
  columns: TableProps<Row>['columns'];
  testId: string;
}) {
  return (
    <Card title={props.title}>
      <Table<Row>
        rowKey="id"
        size="small"
        pagination={false}
        columns={props.columns}
        dataSource={props.rows}
        data-testid={props.testId}
      />
    </Card>
  );
}

/**
 * A modal with a form: Save checks the form and hands its values to `onSave`, which calls `saved(messageKey)` once the
 * change went through — the modal then closes, clears its form and says so.
 */
function ChangeModal<Values>(props: {
  open: boolean;
  title: string;
  form: FormInstance<Values>;
  isSaving: boolean;
  onClose: () => void;
  onSave: (values: Values, saved: (messageKey: string) => void) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const saved = (messageKey: string) => {
    props.onClose();
    props.form.resetFields();
    void message.success(t(messageKey));
  };
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={t('credit.save')}
      cancelText={t('credit.cancel')}
      confirmLoading={props.isSaving}
      onCancel={props.onClose}
      onOk={() => void props.form.validateFields().then((values) => props.onSave(values, saved))}
    >
      {props.children}
    </Modal>
  );
}

/**
 * /console/credit (operations admins): find a merchant by number, open or close its business loans, record a loan
 * application, lend it, and record repayments until the loan is repaid. The merchant sees each step on its loan pages.
 */
export default function ConsoleCreditPage() {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const me = useMe(true);
  const [number, setNumber] = useState<string | null>(null);
  const credit = useMerchantCredit(number);
  const change = useChangeCredit(number ?? '');
  const [isApplying, setApplying] = useState(false);
  const [repaying, setRepaying] = useState<Loan | null>(null);
  const [applicationForm] = Form.useForm<ApplicationForm>();
  const [repayForm] = Form.useForm<{ amount: string }>();
  if (me.data && !isConsoleAreaAllowed(me.data.role, 'credit'))
    return <Result status="403" title={t('credit.forbidden')} />;

  const done = (key: string) => () => void message.success(t(key));
  const data = credit.data;
  const applicationColumns = [
    { title: t('credit.col_id'), dataIndex: 'id' },
    { title: t('credit.col_loan_date'), dataIndex: 'loan_date_time' },
    {
      title: t('credit.col_amount'),
      render: (_: unknown, row: LoanApplication) => money(row.loan_amount, row),
    },
    {
      title: t('credit.col_fee'),
      render: (_: unknown, row: LoanApplication) => `${row.fee_rate_str} · ${money(row.fee_amount, row)}`,
    },
    { title: t('credit.col_status'), render: (_: unknown, row: LoanApplication) => <Tag>{row.status_name}</Tag> },
    {
      title: t('credit.col_actions'),
      render: (_: unknown, row: LoanApplication) =>
        row.status === CREDIT_STATUS.created ? (
          <Button
            size="small"
            onClick={() =>
              change.mutate({ kind: 'lend', body: { application_id: row.id } }, { onSuccess: done('credit.lent') })
            }
          >
            {t('credit.lend')}
          </Button>
        ) : null,
    },
  ];
  const loanColumns = [
    { title: t('credit.col_loan_account'), dataIndex: 'loan_account_number' },
    { title: t('credit.col_finance_date'), dataIndex: 'finance_date' },
    { title: t('credit.col_amount'), render: (_: unknown, row: Loan) => money(row.loan_amount, row) },
    {
      title: t('credit.col_outstanding'),
      render: (_: unknown, row: Loan) => money(row.wait_settle_amount, row),
    },
    { title: t('credit.col_status'), render: (_: unknown, row: Loan) => <Tag>{row.status_name}</Tag> },
    {
      title: t('credit.col_actions'),
      render: (_: unknown, row: Loan) =>
        row.status === CREDIT_STATUS.borrowed ? (
          <Button size="small" onClick={() => setRepaying(row)}>
            {t('credit.repay')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Flex vertical gap={16} data-testid="console-credit">
      <Card>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {t('credit.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('credit.intro')}</Typography.Paragraph>
        <Form
          name="credit-merchant"
          layout="inline"
          onFinish={(values: { number: string }) => setNumber(values.number.trim())}
        >
          <Form.Item
            label={t('credit.merchant_number')}
            name="number"
            rules={[{ required: true, whitespace: true, message: t('credit.merchant_number_required') }]}
          >
            <Input placeholder="M1000001" autoComplete="off" />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {t('credit.find')}
          </Button>
        </Form>
      </Card>
      {data ? (
        <>
          <Card>
            <Flex justify="space-between" align="center" wrap gap={12}>
              <Typography.Title level={3} style={{ margin: 0 }}>
                {data.merchant.name} · {data.merchant.number}
              </Typography.Title>
              <Flex gap={12} align="center">
                <label htmlFor="credit-opened">{t('credit.opened')}</label>
                <Switch
                  id="credit-opened"
                  checked={data.merchant.is_opened_credit}
                  loading={change.isPending}
                  onChange={(checked) =>
                    change.mutate({ kind: 'open', body: { merchant_number: data.merchant.number, is_opened: checked } })
                  }
                />
                <Button type="primary" disabled={!data.merchant.is_opened_credit} onClick={() => setApplying(true)}>
                  {t('credit.record_application')}
                </Button>
              </Flex>
            </Flex>
          </Card>
          <RecordsCard
            title={t('credit.applications')}
            rows={data.applications}
            columns={applicationColumns}
            testId="console-credit-applications"
          />
          <RecordsCard
            title={t('credit.loans')}
            rows={data.loans}
            columns={loanColumns}
            testId="console-credit-loans"
          />
        </>
      ) : null}
      <ChangeModal
        open={isApplying}
        title={t('credit.record_application')}
        form={applicationForm}
        isSaving={change.isPending}
        onClose={() => setApplying(false)}
        onSave={(values, saved) =>
          change.mutate(
            { kind: 'apply', body: { ...values, merchant_number: data!.merchant.number } },
            { onSuccess: () => saved('credit.recorded') },
          )
        }
      >
        <Form
          form={applicationForm}
          name="loan-application"
          layout="vertical"
          initialValues={{ currency_id: 1, fee_rate_percent: '1.5' }}
        >
          <Form.Item
            label={t('credit.loan_date')}
            name="loan_date"
            rules={[{ required: true, pattern: /^\d{4}-\d{2}-\d{2}$/, message: t('credit.loan_date_help') }]}
          >
            <Input placeholder="2026-12-01" />
          </Form.Item>
          <Form.Item
            label={t('credit.amount')}
            name="amount"
            rules={[{ required: true, message: t('credit.amount_required') }]}
          >
            <Input inputMode="decimal" />
          </Form.Item>
          <Form.Item label={t('credit.currency')} name="currency_id">
            <Select
              options={CURRENCIES.map((currency) => ({ value: currency.id, label: currency.code }))}
              showSearch
              optionFilterProp="label"
            />
          </Form.Item>
          <Form.Item
            label={t('credit.fee_rate')}
            name="fee_rate_percent"
            rules={[{ required: true, message: t('credit.fee_rate_required') }]}
          >
            <Input inputMode="decimal" suffix="%" />
          </Form.Item>
          <Form.Item
            label={t('credit.repayment_account')}
            name="repayment_account_number"
            rules={[{ required: true, whitespace: true, message: t('credit.repayment_account_required') }]}
          >
            <Input />
          </Form.Item>
        </Form>
      </ChangeModal>
      <ChangeModal
        open={repaying !== null}
        title={t('credit.repay')}
        form={repayForm}
        isSaving={change.isPending}
        onClose={() => setRepaying(null)}
        onSave={(values, saved) =>
          change.mutate(
            {
              kind: 'repay',
              body: { loan_id: repaying!.id, amount: values.amount, outstanding: String(repaying!.wait_settle_amount) },
            },
            { onSuccess: () => saved('credit.repaid') },
          )
        }
      >
        {repaying ? (
          <Typography.Paragraph>
            {t('credit.outstanding', { amount: money(repaying.wait_settle_amount, repaying) })}
          </Typography.Paragraph>
        ) : null}
        <Form form={repayForm} name="loan-repayment" layout="vertical">
          <Form.Item
            label={t('credit.amount')}
            name="amount"
            rules={[{ required: true, message: t('credit.amount_required') }]}
          >
            <Input inputMode="decimal" />
          </Form.Item>
        </Form>
      </ChangeModal>
    </Flex>
  );
}
