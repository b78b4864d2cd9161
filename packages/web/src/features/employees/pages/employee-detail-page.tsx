import { Button, Card, Descriptions, Flex, Skeleton, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ROLE } from '@mbo/contracts/access';
import { EMPLOYEE_STATUS, type EmployeeDetail } from '@mbo/contracts/calls/employees';
import { MissingRecord } from '../../../components/missing-record.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { merchantTimeZone, useSession } from '../../../lib/session.ts';
import { useEmployee } from '../api/get-employee.ts';
import { EmployeeDialog } from '../components/employee-dialog.tsx';
import { employeeDetailId, storeEmployeeDetail } from '../lib/employee-detail.ts';
import { employeeActions, phoneOf, roleNames } from '../lib/roles.ts';
import { useConfirmRemove } from '../lib/use-confirm-remove.ts';
import '../employees.css';

/**
 * /employeeDetail?id=: one employee (name, phone, e-mail, roles, a cashier's store, state, when added) with Edit (the
 * list's dialog) and Remove (after a confirmation; back to the list). Without an id in the address the one last
 * opened is shown (local storage); with neither, back to the list. The buttons follow the server's rules; the
 * server refuses, in the user's language, whatever the screen lets through.
 */
export default function EmployeeDetailPage() {
  const { t } = useTranslation('employees');
  const [params] = useSearchParams();
  const id = employeeDetailId(params.get('id'));
  const { merchant } = useSession();
  const employee = useEmployee(merchant?.id ?? 0, id);
  const shownId = employee.data?.user_id;
  useEffect(() => {
    if (shownId !== undefined) storeEmployeeDetail(shownId);
  }, [shownId]);
  if (id === null) return <Navigate to="/employee" replace />;
  if (employee.isPending) return <Skeleton active paragraph={{ rows: 6 }} data-testid="employee-skeleton" />;
  if (!employee.data)
    return <MissingRecord title={t('detail.missing')} backTo="/employee" backLabel={t('detail.back')} />;
  return <EmployeeCard employee={employee.data} />;
}

function EmployeeCard({ employee }: { employee: EmployeeDetail }) {
  const { t } = useTranslation('employees');
  const navigate = useNavigate();
  const { merchant, roles } = useSession();
  const merchantId = merchant?.id ?? 0;
  const askRemove = useConfirmRemove(merchantId);
  const [isEditing, setEditing] = useState(false);
  const isActive = employee.status === EMPLOYEE_STATUS.active;
  const { canEdit, canRemove } = employeeActions(roles, employee);
  const isCashier = employee.roles.some((role) => role.type === ROLE.cashier);

  const confirmRemove = () => askRemove(employee, () => void navigate('/employee', { replace: true }));

  return (
    <Card className="employee-detail" data-testid="employee-detail-card">
      <Flex justify="space-between" align="start" wrap gap={12}>
        <Descriptions
          title={
            <span data-testid="employee-detail-name">
              {employee.name}
              {employee.is_self ? ` (${t('table.you')})` : ''}
            </span>
          }
          column={1}
          bordered
          data-testid="employee-detail"
          className="employee-detail__fields"
          items={[
            { key: 'name', label: t('table.name'), children: employee.name },
            { key: 'phone', label: t('table.phone'), children: phoneOf(employee) || '—' },
            { key: 'email', label: t('table.email'), children: employee.email ?? '—' },
            { key: 'roles', label: t('table.roles'), children: roleNames(t, employee.roles) || '—' },
            ...(isCashier ? [{ key: 'branch', label: t('table.branch'), children: employee.branch_name ?? '—' }] : []),
            {
              key: 'status',
              label: t('detail.status'),
              children: (
                <Tag color={isActive ? 'green' : 'default'} data-testid="employee-detail-status">
                  {t(`status.${employee.status}`)}
                </Tag>
              ),
            },
            {
              key: 'created',
              label: t('detail.created'),
              children: formatInstant(employee.created_at, merchantTimeZone(merchant)),
            },
          ]}
        />
        {isActive ? (
          <Flex gap={8}>
            <Button onClick={() => setEditing(true)} disabled={!canEdit} data-testid="employee-detail-edit">
              {t('table.edit')}
            </Button>
            <Button danger onClick={confirmRemove} disabled={!canRemove} data-testid="employee-detail-remove">
              {t('table.delete')}
            </Button>
          </Flex>
        ) : null}
      </Flex>
      <EmployeeDialog
        merchantId={merchantId}
        target={isEditing ? employee : null}
        callerRoles={roles}
        onClose={() => setEditing(false)}
      />
    </Card>
  );
}
