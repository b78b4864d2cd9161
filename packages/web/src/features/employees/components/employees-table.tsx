import { Button, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Employee } from '@mbo/contracts/calls/employees';
import { PAGE_SIZE } from '@mbo/contracts/constants';
import { employeeActions, phoneOf, roleNames } from '../lib/roles.ts';
import { RowMenu } from '../../../components/row-menu.tsx';

interface EmployeesTableProps {
  rows: Employee[];
  /** Shown 10 a page (the spec's page size), paged here: the server sends the whole, short list. */
  page: number;
  onPage: (page: number) => void;
  isLoading: boolean;
  /** The signed-in member's roles: no edit on super admins without role 1, no delete of roles they cannot grant. */
  callerRoles: readonly number[];
  onView: (row: Employee) => void;
  onEdit: (row: Employee) => void;
  onDelete: (row: Employee) => void;
}

/**
 * The employee list: name, e-mail, phone, roles (' / '), store. A row click opens the detail; the row menu (edit,
 * delete) opens on hover or on click, and its button is in the tab order, so it works by keyboard too.
 */
export function EmployeesTable({
  rows,
  page,
  onPage,
  isLoading,
  callerRoles,
  onView,
  onEdit,
  onDelete,
}: EmployeesTableProps) {
  const { t } = useTranslation('employees');

  const menuFor = (row: Employee) => {
    const { canEdit, canRemove } = employeeActions(callerRoles, row);
    return [
      { key: 'edit', label: t('table.edit'), disabled: !canEdit, onClick: () => onEdit(row) },
      { key: 'delete', label: t('table.delete'), danger: true, disabled: !canRemove, onClick: () => onDelete(row) },
    ];
  };

  const columns: TableColumnsType<Employee> = [
    {
      title: t('table.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <Button
          type="link"
          className="employees-table__name"
          onClick={(event) => {
            event.stopPropagation();
            onView(row);
          }}
        >
          {name}
          {row.is_self ? ` (${t('table.you')})` : ''}
        </Button>
      ),
    },
    { title: t('table.email'), dataIndex: 'email', render: (email: string | null) => email ?? '—' },
    { title: t('table.phone'), key: 'phone', render: (_, row) => phoneOf(row) || '—' },
    { title: t('table.roles'), key: 'roles', render: (_, row) => roleNames(t, row.roles) || '—' },
    { title: t('table.branch'), dataIndex: 'branch_name', render: (branch: string | null) => branch ?? '—' },
    {
      title: t('table.actions'),
      key: 'actions',
      width: 80,
      align: 'center',
      render: (_, row) => (
        // The cell swallows clicks so that opening the menu never opens the detail as well.
        <span
          onClick={(event) => event.stopPropagation()}
          onKeyDown={(event) => event.stopPropagation()}
          role="presentation"
        >
          <RowMenu
            label={t('table.more', { name: row.name })}
            testId="employee-row-menu"
            trigger={['hover', 'click']}
            items={menuFor(row)}
          />
        </span>
      ),
    },
  ];

  return (
    <Table<Employee>
      rowKey="user_id"
      columns={columns}
      dataSource={rows}
      loading={isLoading}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: rows.length,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: onPage,
        showTotal: (count) => t('table.total', { count }),
      }}
      size="middle"
      scroll={{ x: 900 }}
      rowClassName="employees-table__row"
      onRow={(row) => ({ onClick: () => onView(row) })}
      locale={{ emptyText: t('table.empty') }}
      data-testid="employees-table"
    />
  );
}
