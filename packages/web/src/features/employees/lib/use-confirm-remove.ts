import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Employee } from '@mbo/contracts/calls/employees';
import { toastSuccess } from '../../../lib/notify.ts';
import { useRemoveEmployee } from '../api/save-employee.ts';

/**
 * Asks before removing an employee (the spec's delete confirmation), then removes them and says so; `onRemoved` runs
 * after (the detail page goes back to the list). A refusal (yourself, the last super admin) is shown by the call
 * wrapper, in the user's language.
 */
export function useConfirmRemove(merchantId: number) {
  const { t } = useTranslation('employees');
  const { modal } = App.useApp();
  const remove = useRemoveEmployee(merchantId);
  return (employee: Pick<Employee, 'user_id' | 'name'>, onRemoved?: () => void) =>
    modal.confirm({
      title: t('delete.title'),
      content: t('delete.content', { name: employee.name }),
      okText: t('delete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('dialog.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(employee.user_id);
          toastSuccess(t('toast.deleted'));
          onRemoved?.();
        } catch {
          // Shown by the call wrapper.
        }
      },
    });
}
