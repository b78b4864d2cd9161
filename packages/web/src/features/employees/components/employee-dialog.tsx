import { Checkbox, Form, Input, Modal, Radio, Select, Space, Typography } from 'antd';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canGrantRole, ROLE } from '@mbo/contracts/access';
import {
  employeeEmailSchema,
  employeeNameSchema,
  employeePhoneSchema,
  type Employee,
} from '@mbo/contracts/calls/employees';
import {
  DEFAULT_COUNTRY_CODE,
  EMPLOYEE_ADD_METHOD,
  PHONE_COUNTRY_CODES,
  type PhoneCountryCode,
} from '@mbo/contracts/constants';
import { tShared } from '../../../i18n/i18n.ts';
import { zodRule } from '../../../lib/form-rules.ts';
import { toastSuccess } from '../../../lib/notify.ts';
import { useEmployeeAccountCheck } from '../api/check-employee-account.ts';
import { useEmployeeBranches } from '../api/get-employee-branches.ts';
import { useCreateEmployee, useUpdateEmployee } from '../api/save-employee.ts';
import { accountCheckBody } from '../lib/account-check.ts';
import { phoneOf, ROLE_IDS } from '../lib/roles.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';

interface EmployeeValues {
  add_method: number;
  country_code: PhoneCountryCode;
  phone?: string;
  email?: string;
  name: string;
  roles_types: number[];
  branch_id?: number | null;
}

/** The account is checked once typing pauses. */
const CHECK_SETTLE_MS = 400;
const COUNTRY_OPTIONS = PHONE_COUNTRY_CODES.map((code) => ({ value: code, label: code }));

interface EmployeeDialogProps {
  merchantId: number;
  /** 'add', an employee to edit, or null when closed. */
  target: 'add' | Employee | null;
  /** The signed-in member's roles: a merchant admin cannot grant the super admin role. */
  callerRoles: readonly number[];
  onClose: () => void;
}

/** Open while there is a target; each opening gets a fresh form. */
export function EmployeeDialog({ target, ...props }: EmployeeDialogProps) {
  if (target === null) return null;
  return (
    <EmployeeForm
      key={target === 'add' ? 'add' : target.user_id}
      employee={target === 'add' ? null : target}
      {...props}
    />
  );
}

/**
 * The add / edit dialog: by phone or e-mail (add only) with a live "registered?" check, the name, the roles and —
 * when the cashier role is ticked — the store. The server's messages (not registered, already a member …) show as
 * toasts; the form checks the same rules first, in the same words.
 */
function EmployeeForm({
  merchantId,
  employee,
  callerRoles,
  onClose,
}: Omit<EmployeeDialogProps, 'target'> & { employee: Employee | null }) {
  const { t } = useTranslation('employees');
  const [form] = Form.useForm<EmployeeValues>();
  const formId = useId();
  const isAdd = employee === null;
  const create = useCreateEmployee(merchantId);
  const update = useUpdateEmployee(merchantId);
  const method = Form.useWatch('add_method', form) ?? EMPLOYEE_ADD_METHOD.phone;
  const roles = Form.useWatch('roles_types', form) ?? employee?.roles.map((role) => role.type) ?? [];
  const isCashier = roles.includes(ROLE.cashier);
  const branches = useEmployeeBranches(merchantId, isCashier);
  const accountFields = {
    add_method: method,
    country_code: Form.useWatch('country_code', form) ?? DEFAULT_COUNTRY_CODE,
    phone: Form.useWatch('phone', form),
    email: Form.useWatch('email', form),
  };
  const checkBody = useDebounced(isAdd ? accountCheckBody(accountFields) : null, CHECK_SETTLE_MS);
  const check = useEmployeeAccountCheck(merchantId, checkBody);
  const isSelf = employee?.is_self ?? false;
  // The server's rule (employees.service.ts): nobody changes their own roles; others' only within the caller's reach.
  const canGrant = (role: number) => !isSelf && canGrantRole(callerRoles, role);
  const rolesHint = isSelf ? t('dialog.own_roles_hint') : ROLE_IDS.every(canGrant) ? undefined : t('dialog.grant_hint');

  const accountStatus = (): { status?: 'success' | 'warning' | 'error' | 'validating'; help?: ReactNode } => {
    if (!checkBody || accountCheckBody(accountFields) === null) return {};
    if (check.isFetching) return { status: 'validating', help: t('dialog.checking') };
    if (!check.data) return {};
    if (!check.data.is_exist) return { status: 'error', help: tShared('employees.not_registered') };
    if (check.data.is_member) return { status: 'warning', help: tShared('employees.already_member') };
    return {
      status: 'success',
      help: (
        <span className="employee-dialog__registered" role="status">
          {t('dialog.registered')}
        </span>
      ),
    };
  };
  const status = accountStatus();

  const submit = async (values: EmployeeValues) => {
    const branchId = values.roles_types.includes(ROLE.cashier) ? (values.branch_id ?? null) : null;
    try {
      if (isAdd) {
        const byPhone = values.add_method === EMPLOYEE_ADD_METHOD.phone;
        await create.mutateAsync({
          add_method: byPhone ? EMPLOYEE_ADD_METHOD.phone : EMPLOYEE_ADD_METHOD.email,
          name: values.name,
          country_code: values.country_code,
          ...(byPhone ? { phone: values.phone } : { email: values.email }),
          roles_types: values.roles_types,
          branch_id: branchId,
        });
        toastSuccess(t('toast.added'));
      } else {
        await update.mutateAsync({
          employeeId: employee.user_id,
          name: values.name,
          roles_types: values.roles_types,
          branch_id: branchId,
        });
        toastSuccess(t('toast.modified'));
      }
      onClose();
    } catch {
      // The call wrapper has shown the refusal; the dialog stays open to correct it.
    }
  };

  const roleOptions = ROLE_IDS.map((role) => ({
    value: role,
    label: t(`roles.${role}`),
    disabled: !canGrant(role),
  }));

  return (
    <Modal
      open
      title={isAdd ? t('dialog.add_title') : t('dialog.edit_title')}
      okText={isAdd ? t('dialog.add') : t('dialog.save')}
      cancelText={t('dialog.cancel')}
      onCancel={onClose}
      okButtonProps={{ htmlType: 'submit', form: formId, loading: create.isPending || update.isPending }}
      destroyOnHidden
      data-testid="employee-dialog"
    >
      <Form<EmployeeValues>
        id={formId}
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          add_method: EMPLOYEE_ADD_METHOD.phone,
          country_code: DEFAULT_COUNTRY_CODE,
          name: employee?.name ?? '',
          roles_types: employee?.roles.map((role) => role.type) ?? [],
          branch_id: employee?.branch_id ?? undefined,
        }}
      >
        {isAdd ? (
          <>
            <Form.Item name="add_method" label={t('dialog.method')}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: EMPLOYEE_ADD_METHOD.phone, label: t('dialog.by_phone') },
                  { value: EMPLOYEE_ADD_METHOD.email, label: t('dialog.by_email') },
                ]}
              />
            </Form.Item>
            {method === EMPLOYEE_ADD_METHOD.phone ? (
              <Form.Item
                label={t('dialog.phone')}
                required
                validateStatus={status.status}
                help={status.help}
                htmlFor={`${formId}-phone`}
              >
                <Space.Compact block>
                  <Form.Item name="country_code" noStyle>
                    <Select
                      options={COUNTRY_OPTIONS}
                      aria-label={t('dialog.country_code')}
                      className="employee-dialog__country"
                    />
                  </Form.Item>
                  <Form.Item name="phone" noStyle rules={[zodRule(employeePhoneSchema)]}>
                    <Input
                      id={`${formId}-phone`}
                      inputMode="numeric"
                      autoComplete="off"
                      placeholder={t('dialog.phone_placeholder')}
                    />
                  </Form.Item>
                </Space.Compact>
              </Form.Item>
            ) : (
              <Form.Item
                name="email"
                label={t('dialog.email')}
                required
                rules={[zodRule(employeeEmailSchema)]}
                validateStatus={status.status}
                help={status.help}
              >
                <Input type="email" autoComplete="off" placeholder={t('dialog.email_placeholder')} />
              </Form.Item>
            )}
          </>
        ) : (
          <Typography.Paragraph type="secondary" data-testid="employee-dialog-account">
            {[employee.email, phoneOf(employee)].filter(Boolean).join(' · ')}
          </Typography.Paragraph>
        )}
        <Form.Item name="name" label={t('dialog.name')} required rules={[zodRule(employeeNameSchema)]}>
          <Input autoComplete="off" maxLength={60} />
        </Form.Item>
        <Form.Item
          name="roles_types"
          label={t('dialog.roles')}
          required
          rules={[
            {
              validator: async (_rule, value: number[] | undefined) => {
                if (!value?.length) throw new Error(tShared('employees.role_required'));
              },
            },
          ]}
          extra={rolesHint}
        >
          <Checkbox.Group options={roleOptions} />
        </Form.Item>
        {isCashier && (
          <Form.Item
            name="branch_id"
            label={t('dialog.branch')}
            required
            rules={[{ required: true, message: tShared('employees.branch_required') }]}
          >
            <Select
              disabled={!canGrant(ROLE.cashier)}
              loading={branches.isLoading}
              placeholder={t('dialog.branch_placeholder')}
              options={(branches.data ?? []).map((branch) => ({ value: branch.id, label: branch.name }))}
              showSearch
              optionFilterProp="label"
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
