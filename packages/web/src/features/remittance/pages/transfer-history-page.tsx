import { SendOutlined } from '@ant-design/icons';
import { Card, DatePicker, Flex, Form, Input, Select, Skeleton, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TransferOrder } from '@mbo/contracts/calls/remittance';
import { REMITTANCE_STATUS_FILTER } from '@mbo/contracts/remittance/order-flow';
import { FilterActions } from '../../../components/filter-actions.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { DATE_PRESETS, presetRange } from '../../../lib/date-presets.ts';
import { formatDay, isDisabledDay } from '../../../lib/date-rules.ts';
import { formatMoney } from '../../../lib/format.ts';
import { merchantTimeZone, useSession } from '../../../lib/session.ts';
import { usePagedQuery } from '../../../lib/use-paged-query.ts';
import { useOrderList } from '../api/remittance.ts';
import { detailPath } from '../components/pay-panel.tsx';
import { StatusTag } from '../components/status-tag.tsx';
import { defaultHistoryQuery, type HistoryQuery } from '../lib/history-query.ts';
import { LinkButton } from '../components/link-button.tsx';
import '../remittance.css';

interface FilterValues {
  range: [Dayjs, Dayjs];
  status: number | null;
  keyword: string;
}

const toValues = (query: HistoryQuery): FilterValues => ({
  range: [dayjs(query.begin), dayjs(query.end)],
  status: query.status,
  keyword: query.keyword,
});

/**
 * The remittance history (/transfer): transfer orders created in a date range (presets, at most 365 days), of a
 * status (all, 1, 2, 3, 4, 6, 7, 99), by order number or recipient name; 10 a page; filters and page kept in the
 * address (keepAlive).
 */
export function TransferHistory() {
  const { t, i18n } = useTranslation('remittance');
  const { merchant } = useSession();
  const merchantId = merchant?.id ?? 0;
  const timeZone = merchantTimeZone(merchant);
  const { query, search, reset, setPage } = usePagedQuery(() => defaultHistoryQuery(timeZone));
  const rows = useOrderList(merchantId, query, i18n.language);
  const [form] = Form.useForm<FilterValues>();
  useEffect(() => form.setFieldsValue(toValues(query)), [form, query]);
  const presets = DATE_PRESETS.map((preset) => {
    const [begin, end] = presetRange(preset, timeZone);
    return { label: t(`history.presets.${preset}`), value: [dayjs(begin), dayjs(end)] as [Dayjs, Dayjs] };
  });

  return (
    <>
      <Form<FilterValues>
        form={form}
        layout="vertical"
        aria-label={t('history.filters')}
        className="remittance-history__filters"
        initialValues={toValues(query)}
        onFinish={(values) =>
          search({
            begin: formatDay(values.range[0]),
            end: formatDay(values.range[1]),
            status: values.status ?? null,
            keyword: (values.keyword ?? '').trim(),
            page: 1,
          })
        }
      >
        <Flex wrap gap={16} align="end">
          <Form.Item label={t('history.created')} name="range" htmlFor="remittance-range">
            <DatePicker.RangePicker
              id={{ start: 'remittance-range', end: 'remittance-range-end' }}
              allowClear={false}
              disabledDate={isDisabledDay}
              presets={presets}
              placeholder={[t('history.start'), t('history.end')]}
            />
          </Form.Item>
          <Form.Item label={t('history.status')} name="status" htmlFor="remittance-status">
            <Select<number>
              id="remittance-status"
              className="remittance-history__status"
              allowClear
              placeholder={t('history.status_all')}
              options={REMITTANCE_STATUS_FILTER.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            />
          </Form.Item>
          <Form.Item label={t('history.keyword')} name="keyword" htmlFor="remittance-keyword">
            <Input
              id="remittance-keyword"
              className="remittance-history__keyword"
              allowClear
              placeholder={t('history.keyword_placeholder')}
            />
          </Form.Item>
          <FilterActions onReset={reset} />
        </Flex>
      </Form>
      {rows.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <PagedTable<TransferOrder>
          data-testid="remittance-history"
          rowKey="id"
          dataSource={rows.data?.data ?? []}
          page={query.page}
          total={rows.data?.total_count ?? 0}
          totalText={(count) => t('history.total', { count })}
          loading={rows.isFetching}
          onPage={setPage}
          locale={{ emptyText: t('history.empty') }}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              title: t('order.number'),
              dataIndex: 'number',
              render: (number: string, row) => <Link to={detailPath(row.id)}>{number}</Link>,
            },
            { title: t('order.created'), dataIndex: 'create_time' },
            { title: t('order.recipient'), key: 'recipient', render: (_value, row) => row.recipient.name },
            {
              title: t('history.sent'),
              key: 'sent',
              className: 'remittance-amount-cell',
              render: (_value, row) => (
                <>
                  {formatMoney(row.send_amount, row.send_currency_id)}
                  <div>
                    <Typography.Text type="secondary">
                      {t('history.fee', { fee: formatMoney(row.fee_amount, row.send_currency_id) })}
                    </Typography.Text>
                  </div>
                </>
              ),
            },
            {
              title: t('quote.receive_amount'),
              key: 'receive',
              className: 'remittance-amount-cell',
              render: (_value, row) => formatMoney(row.receive_amount, row.receive_currency_id),
            },
            {
              title: t('order.status'),
              dataIndex: 'status',
              render: (status: number, row) => <StatusTag status={status} name={row.status_name} />,
            },
          ]}
        />
      )}
    </>
  );
}

/** /transfer: the history with the way to send money; `extra` is room the app may use (the collection orders' tab). */
export default function TransferHistoryPage({ extra }: { extra?: ReactNode }) {
  const { t } = useTranslation('remittance');
  return (
    <div className="remittance-page">
      <Card>
        <Flex justify="space-between" align="start" wrap gap={12}>
          <div>
            <Typography.Title level={2} className="remittance-page__title">
              {t('history.title')}
            </Typography.Title>
            <Typography.Paragraph type="secondary">{t('history.intro')}</Typography.Paragraph>
          </div>
          <LinkButton to="/singlePayment" type="primary" icon={<SendOutlined />} data-testid="remittance-send-money">
            {t('history.send')}
          </LinkButton>
        </Flex>
        {extra ?? <TransferHistory />}
      </Card>
    </div>
  );
}
