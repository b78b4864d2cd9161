import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PagedTable } from '../../../components/paged-table.tsx';
import dayjs from 'dayjs';
import { useApplications } from '../api/get-applications.ts';

const STATUS_COLOR = ['processing', 'success', 'error'] as const;

/** /addMerchantList: the person's applications (number, name, country, status, time), 10 a page; a row opens it. */
export default function ApplicationListPage() {
  const { t } = useTranslation('merchant-application');
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const list = useApplications(page);
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('list.title')}
        </Typography.Title>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => void navigate('/addMerchant')}
          data-testid="add-application"
        >
          {t('list.add')}
        </Button>
      </Flex>
      <div data-testid="application-list">
        <PagedTable
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.data ?? []}
          page={page}
          total={list.data?.total_count ?? 0}
          totalText={(count) => t('list.total', { count })}
          onPage={setPage}
          onRow={(row) => ({
            onClick: () => void navigate(`/addMerchantDetail?id=${row.id}`),
            style: { cursor: 'pointer' },
          })}
          columns={[
            { title: t('list.number'), dataIndex: 'bill_no' },
            { title: t('list.name'), dataIndex: 'merchant_name' },
            { title: t('list.country'), dataIndex: 'country_id', render: (id: number) => t(`country.${id}`) },
            {
              title: t('list.status'),
              dataIndex: 'status',
              render: (status: number) => <Tag color={STATUS_COLOR[status]}>{t(`status.${status}`)}</Tag>,
            },
            {
              title: t('list.time'),
              dataIndex: 'create_date',
              render: (date: string) => dayjs(date).format('YYYY-MM-DD HH:mm'),
            },
          ]}
        />
      </div>
    </Flex>
  );
}
