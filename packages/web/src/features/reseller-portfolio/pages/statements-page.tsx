import { Button, Card, DatePicker, Flex, Form, Skeleton, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RESELLER_TIME_ZONE, type MarginRow, type MarginTotal } from '@mbo/contracts/calls/resellers-portfolio';
import type { Language } from '@mbo/contracts/constants';
import { formatMoney } from '@mbo/contracts/money';
import { channelLabel, periodLabel } from '@mbo/contracts/resellers/rate-rules';
import { todayIn } from '../../../lib/date-rules.ts';
import { useMarginStatement, useStatementDownload } from '../api/portfolio.ts';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** Last month in Sydney: the newest month whose payments are all settled. */
const lastMonth = () => dayjs(todayIn(RESELLER_TIME_ZONE)).subtract(1, 'month').format('YYYY-MM');

/** /reseller/statements: a month's margin statement, its totals and rows, and its XLSX and PDF. */
export default function StatementsPage() {
  const { t, i18n } = useTranslation('reseller-portfolio');
  const language: Language = i18n.language === 'zh_CN' ? 'zh_CN' : 'en';
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : lastMonth();
  const statement = useMarginStatement(month);
  const download = useStatementDownload();
  const money = (minor: string | null, currencyId: number) => (minor === null ? '—' : formatMoney(minor, currencyId));
  const moneyColumn = (key: keyof MarginRow & keyof MarginTotal, title: string) => ({
    title,
    key,
    align: 'right' as const,
    render: (_: unknown, row: MarginRow | MarginTotal) => money(row[key] as string, row.currency_id),
  });

  return (
    <div className="statements-page" style={{ display: 'grid', gap: 16 }}>
      <Card>
        <Typography.Title level={2}>{t('statement.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('statement.intro')}</Typography.Paragraph>
        <Flex gap={12} wrap align="end">
          <Form layout="inline">
            <Form.Item label={t('statement.month')} htmlFor="statement-month">
              <DatePicker
                id="statement-month"
                picker="month"
                allowClear={false}
                value={dayjs(`${month}-01`)}
                disabledDate={(day: Dayjs) => day.isAfter(dayjs(), 'month')}
                onChange={(day: Dayjs | null) => day && setParams({ month: day.format('YYYY-MM') })}
              />
            </Form.Item>
          </Form>
          <Button
            data-testid="statement-xlsx"
            loading={download.isPending && download.variables?.format === 'xlsx'}
            onClick={() => download.mutate({ month, format: 'xlsx' })}
          >
            {t('statement.download_xlsx')}
          </Button>
          <Button
            data-testid="statement-pdf"
            loading={download.isPending && download.variables?.format === 'pdf'}
            onClick={() => download.mutate({ month, format: 'pdf' })}
          >
            {t('statement.download_pdf')}
          </Button>
        </Flex>
      </Card>
      {statement.isPending ? (
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} data-testid="statement-skeleton" />
        </Card>
      ) : (
        <>
          <Card title={t('statement.totals')}>
            <Table<MarginTotal>
              size="small"
              pagination={false}
              data-testid="statement-totals"
              rowKey="currency_id"
              dataSource={statement.data?.totals ?? []}
              locale={{ emptyText: t('statement.empty') }}
              columns={[
                { title: t('column.count'), dataIndex: 'payment_count', key: 'count', align: 'right' },
                moneyColumn('amount', t('column.amount')),
                moneyColumn('merchant_fee', t('column.merchant_fee')),
                moneyColumn('base_fee', t('column.base_fee')),
                moneyColumn('margin', t('column.margin')),
              ]}
            />
          </Card>
          <Card title={t('statement.rows')}>
            <Table<MarginRow>
              size="small"
              data-testid="statement-rows"
              rowKey={(row) => `${row.merchant_id}-${row.payment_channel_id}-${row.currency_id}`}
              dataSource={statement.data?.rows ?? []}
              pagination={{ pageSize: 20, showSizeChanger: false }}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: t('statement.empty') }}
              columns={[
                { title: t('column.name'), dataIndex: 'merchant_name', key: 'merchant' },
                { title: t('column.number'), dataIndex: 'merchant_number', key: 'number' },
                {
                  title: t('column.reseller'),
                  key: 'reseller',
                  render: (_, row) => (row.is_own ? t('own') : row.reseller_name),
                },
                {
                  title: t('column.channel'),
                  key: 'channel',
                  render: (_, row) =>
                    `${channelLabel(row.payment_channel_id, language)} · ${periodLabel(row.disburse_period_days)}`,
                },
                { title: t('column.count'), dataIndex: 'payment_count', key: 'count', align: 'right' },
                moneyColumn('amount', t('column.amount')),
                moneyColumn('merchant_fee', t('column.merchant_fee')),
                {
                  title: t('column.sub_base_fee'),
                  key: 'sub_base_fee',
                  align: 'right',
                  render: (_, row) => money(row.sub_base_fee, row.currency_id),
                },
                moneyColumn('base_fee', t('column.base_fee')),
                moneyColumn('margin', t('column.margin')),
              ]}
            />
          </Card>
          <Typography.Paragraph type="secondary">{t('statement.footnote')}</Typography.Paragraph>
        </>
      )}
    </div>
  );
}
