import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Select, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { APPLICATION_STATUS } from '@mbo/contracts/kyb/application-choices';
import { ADD_FOR } from '@mbo/contracts/resellers/add-merchant-schema';
import { PagedTable } from '../../../components/paged-table.tsx';
import { withPage } from '../../../lib/paged-query.ts';
import { usePagedQuery } from '../../../lib/use-paged-query.ts';
import { useResellerApplications, type ApplicationListQuery } from '../api/get-reseller-applications.ts';
import { useSubResellers } from '../api/get-sub-resellers.ts';
import { useResellerProfileContext } from '../lib/reseller-profile.ts';

const STATUS_COLOR = ['processing', 'success', 'error'] as const;
const STATUSES = [APPLICATION_STATUS.underReview, APPLICATION_STATUS.approved, APPLICATION_STATUS.rejected];
const defaultQuery = (): ApplicationListQuery => ({ page: 1, status: null, sub_reseller_id: null });

/**
 * /reseller/applications: the merchants the reseller added (number, merchant, for whom, country, status, time), 10 a
 * page, newest first; the status and sub-reseller filters and the page kept in the address; a row opens the detail.
 */
export default function ApplicationListPage() {
  const { t } = useTranslation('reseller-onboarding');
  const navigate = useNavigate();
  const reseller = useResellerProfileContext();
  const isLevelOne = reseller.level === 1;
  const { query, search } = usePagedQuery(defaultQuery);
  const list = useResellerApplications(query);
  const subResellers = useSubResellers(isLevelOne);
  const open = (id: number) => void navigate(`/reseller/applications/${id}`);

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('list.title')}
        </Typography.Title>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => void navigate('/reseller/add')}
          data-testid="add-merchant"
        >
          {t('list.add')}
        </Button>
      </Flex>
      <Flex gap={12} wrap role="search" aria-label={t('list.filters')}>
        <Select
          aria-label={t('list.status')}
          style={{ width: 200 }}
          data-testid="status-filter"
          value={query.status ?? -1}
          onChange={(status: number) => search({ ...query, status: status === -1 ? null : status, page: 1 })}
          options={[
            { value: -1, label: t('list.all_statuses') },
            ...STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
          ]}
        />
        {isLevelOne ? (
          <Select
            aria-label={t('list.sub_reseller')}
            style={{ width: 260 }}
            data-testid="sub-reseller-filter"
            showSearch
            optionFilterProp="label"
            value={query.sub_reseller_id ?? -1}
            onChange={(id: number) => search({ ...query, sub_reseller_id: id === -1 ? null : id, page: 1 })}
            options={[
              { value: -1, label: t('list.all_sub_resellers') },
              ...(subResellers.data ?? []).map((each) => ({ value: each.id, label: each.name })),
            ]}
          />
        ) : null}
      </Flex>
      <PagedTable
        data-testid="reseller-application-list"
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        page={query.page}
        total={list.data?.total_count ?? 0}
        totalText={(count) => t('list.total', { count })}
        onPage={(page) => search(withPage(query, page))}
        onRow={(row) => ({
          onClick: () => open(row.id),
          onKeyDown: (event) => {
            if (event.key === 'Enter') open(row.id);
          },
          tabIndex: 0,
          style: { cursor: 'pointer' },
        })}
        columns={[
          { title: t('list.number'), dataIndex: 'bill_no' },
          { title: t('list.merchant'), dataIndex: 'merchant_name' },
          {
            title: t('list.for'),
            dataIndex: 'reseller_name',
            render: (name: string, row) => (row.for === ADD_FOR.self ? t('list.for_self', { name }) : name),
          },
          { title: t('list.country'), dataIndex: 'country_name' },
          {
            title: t('list.status'),
            dataIndex: 'status',
            render: (status: number) => (
              <Tag color={STATUS_COLOR[status]} data-testid="application-status">
                {t(`status.${status}`)}
              </Tag>
            ),
          },
          {
            title: t('list.time'),
            dataIndex: 'create_date',
            render: (date: string) => dayjs(date).format('YYYY-MM-DD HH:mm'),
          },
        ]}
      />
    </Flex>
  );
}
