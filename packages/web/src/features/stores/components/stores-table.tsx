import { QrcodeOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StoreRow } from '@mbo/contracts/calls/store-schemas';
import { PagedTable } from '../../../components/paged-table.tsx';
import { RowMenu } from '../../../components/row-menu.tsx';

interface StoresTableProps {
  rows: StoreRow[];
  total: number;
  page: number;
  isLoading: boolean;
  onPage: (page: number) => void;
  onView: (row: StoreRow) => void;
  onEditFee: (row: StoreRow) => void;
  onEditPayment: (row: StoreRow) => void;
  onPoster: (row: StoreRow) => void;
  onExplainFeeTypes: () => void;
}

/** The store list (spec: name, number, type, address, phone, mobile, fee type with its explanation, QR download, row menu). */
export function StoresTable({
  rows,
  total,
  page,
  isLoading,
  onPage,
  onView,
  onEditFee,
  onEditPayment,
  onPoster,
  onExplainFeeTypes,
}: StoresTableProps) {
  const { t } = useTranslation('stores');
  const columns: TableColumnsType<StoreRow> = [
    {
      title: t('table.name'),
      dataIndex: 'name',
      width: 220,
      render: (name: string, row) => (
        <Button type="link" size="small" className="stores-table__link" onClick={() => onView(row)}>
          {name}
        </Button>
      ),
    },
    { title: t('table.number'), dataIndex: 'number', width: 90 },
    { title: t('table.type'), dataIndex: 'type', width: 110, render: (type: number) => t(`type.${type}`) },
    { title: t('table.address'), dataIndex: 'address', ellipsis: true },
    { title: t('table.phone'), dataIndex: 'office_phone', width: 120, render: (phone: string | null) => phone ?? '—' },
    { title: t('table.mobile'), dataIndex: 'mobile_phone', width: 120, render: (phone: string | null) => phone ?? '—' },
    {
      title: (
        <span>
          {t('table.fee_type')}{' '}
          <Tooltip title={t('fee_type.explain_title')}>
            <Button
              type="text"
              size="small"
              icon={<QuestionCircleOutlined />}
              onClick={onExplainFeeTypes}
              aria-label={t('fee_type.explain_title')}
            />
          </Tooltip>
        </span>
      ),
      dataIndex: 'fee_type',
      width: 130,
      render: (type: number) => t(`fee_type.${type}`),
    },
    {
      title: t('table.qr'),
      key: 'qr',
      width: 110,
      render: (_, row) => (
        <Button
          icon={<QrcodeOutlined />}
          size="small"
          onClick={() => onPoster(row)}
          aria-label={t('table.qr_download', { name: row.name })}
        >
          {t('table.qr_short')}
        </Button>
      ),
    },
    {
      title: t('table.actions'),
      key: 'actions',
      width: 70,
      fixed: 'right',
      render: (_, row) => (
        <RowMenu
          label={t('table.more', { name: row.name })}
          testId="store-row-menu"
          items={[
            { key: 'view', label: t('table.view'), onClick: () => onView(row) },
            { key: 'fee', label: t('table.edit_fee'), onClick: () => onEditFee(row) },
            { key: 'payment', label: t('table.edit_payment'), onClick: () => onEditPayment(row) },
          ]}
        />
      ),
    },
  ];

  return (
    <PagedTable<StoreRow>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={isLoading}
      scroll={{ x: 1150 }}
      locale={{ emptyText: t('table.empty') }}
      page={page}
      total={total}
      totalText={(count) => t('table.total', { count })}
      onPage={onPage}
      data-testid="stores-table"
    />
  );
}
