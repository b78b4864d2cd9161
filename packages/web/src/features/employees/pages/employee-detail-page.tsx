import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { readEmployeeDetail } from '../lib/employee-detail.ts';
import { phoneOf, roleNames } from '../lib/roles.ts';
import '../employees.css';

/** /employeeDetail: the employee last opened from the list (kept in local storage); with none stored, back to the list. */
export default function EmployeeDetailPage() {
  const { t } = useTranslation('employees');
  const employee = readEmployeeDetail();
  if (!employee) return <Navigate to="/employee" replace />;

  return (
    <Card className="employee-detail">
      <Descriptions
        title={employee.name}
        column={1}
        bordered
        data-testid="employee-detail"
        items={[
          { key: 'name', label: t('table.name'), children: employee.name },
          { key: 'email', label: t('table.email'), children: employee.email ?? '—' },
          { key: 'phone', label: t('table.phone'), children: phoneOf(employee) || '—' },
          { key: 'roles', label: t('table.roles'), children: roleNames(t, employee.roles) || '—' },
          { key: 'branch', label: t('table.branch'), children: employee.branch_name ?? '—' },
        ]}
      />
    </Card>
  );
}
