import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Employee } from '@mbo/contracts/calls/employees';
import { useSession } from '../../../lib/session.ts';
import { toastSuccess } from '../../../lib/notify.ts';
import { useEmployees } from '../api/get-employees.ts';
import { useRemoveEmployee } from '../api/save-employee.ts';
import { EmployeeDialog } from '../components/employee-dialog.tsx';
import { EmployeesTable } from '../components/employees-table.tsx';
import { storeEmployeeDetail } from '../lib/employee-detail.ts';
import '../employees.css';

/** /employee: the merchant's employees, the add button, the row menu (edit, delete with confirmation) and the dialog. */
export default function EmployeesPage() {
  const { t } = useTranslation('employees');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { merchant, roles } = useSession();
  const merchantId = merchant?.id ?? 0;
  const list = useEmployees(merchantId);
  const remove = useRemoveEmployee(merchantId);
  const [target, setTarget] = useState<'add' | Employee | null>(null);

  const view = (row: Employee) => {
    storeEmployeeDetail(row);
    navigate('/employeeDetail');
  };

  const confirmDelete = (row: Employee) => {
    modal.confirm({
      title: t('delete.title'),
      content: t('delete.content', { name: row.name }),
      okText: t('delete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('dialog.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(row.user_id);
          toastSuccess(t('toast.deleted'));
        } catch {
          // The call wrapper has shown the refusal.
        }
      },
    });
  };

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
        <EmployeesTable
          rows={list.data ?? []}
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
