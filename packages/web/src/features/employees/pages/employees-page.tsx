import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { PAGE_SIZE } from '@mbo/contracts/constants';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Employee } from '@mbo/contracts/calls/employees';
import { useSession } from '../../../lib/session.ts';
import { useEmployees } from '../api/get-employees.ts';
import { EmployeeDialog } from '../components/employee-dialog.tsx';
import { EmployeesTable } from '../components/employees-table.tsx';
import { storeEmployeeDetail } from '../lib/employee-detail.ts';
import { defaultEmployeeQuery, filterEmployees } from '../lib/employee-filter.ts';
import { ROLE_IDS } from '../lib/roles.ts';
import { useConfirmRemove } from '../lib/use-confirm-remove.ts';
import { usePagedQuery } from '../../../lib/use-paged-query.ts';
import '../employees.css';

/**
 * /employee: the merchant's employees, the add button, the row menu (edit, delete with confirmation) and the dialog.
 * The keyword and role filters and the page are kept in the address, so back from a detail shows the same list.
 */
export default function EmployeesPage() {
  const { t } = useTranslation('employees');
  const navigate = useNavigate();
  const { merchant, roles } = useSession();
  const merchantId = merchant?.id ?? 0;
  const list = useEmployees(merchantId);
  const confirmRemove = useConfirmRemove(merchantId);
  const [target, setTarget] = useState<'add' | Employee | null>(null);
  const { query, search, setPage } = usePagedQuery(defaultEmployeeQuery);
  const matching = filterEmployees(list.data ?? [], query);
  // A page past the end (an employee removed from the last page) shows the last page there is.
  const page = Math.min(query.page, Math.max(1, Math.ceil(matching.length / PAGE_SIZE)));

  const view = (row: Employee) => {
    storeEmployeeDetail(row.user_id);
    void navigate(`/employeeDetail?id=${row.user_id}`);
  };

  const confirmDelete = (row: Employee) => confirmRemove(row);

  return (
    <div className="employees-page">
      <Card>
        <Flex justify="space-between" align="center" className="employees-page__toolbar">
          <Typography.Title level={2} className="employees-page__title">
            {t('title')}
          </Typography.Title>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget('add')}>
            {t('add')}
          </Button>
        </Flex>
        <Flex gap={12} wrap className="employees-page__filters">
          <Input.Search
            key={query.keyword}
            defaultValue={query.keyword}
            allowClear
            placeholder={t('filter.keyword')}
            aria-label={t('filter.keyword')}
            className="employees-page__keyword"
            data-testid="employees-keyword"
            onSearch={(keyword) => search({ ...query, keyword: keyword.trim(), page: 1 })}
          />
          <Select
            value={query.role}
            aria-label={t('filter.role')}
            className="employees-page__role"
            data-testid="employees-role"
            onChange={(role: number) => search({ ...query, role, page: 1 })}
            options={[
              { value: 0, label: t('filter.any_role') },
              ...ROLE_IDS.map((role) => ({ value: role, label: t(`roles.${role}`) })),
            ]}
          />
        </Flex>
        <EmployeesTable
          rows={matching}
          page={page}
          onPage={setPage}
          isLoading={list.isFetching}
          callerRoles={roles}
          onView={view}
          onEdit={setTarget}
          onDelete={confirmDelete}
        />
      </Card>
      <EmployeeDialog merchantId={merchantId} target={target} callerRoles={roles} onClose={() => setTarget(null)} />
    </div>
  );
}
