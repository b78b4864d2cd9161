import { App } from 'antd';
import type { Recipient } from '@mbo/contracts/calls/recipients';
import { useTranslation } from 'react-i18next';
import { useDeleteRecipient } from '../api/recipients.ts';

/** Asks before deleting a recipient; the list leaves it out, orders that name it still read it. */
export function useConfirmDelete(merchantId: number, onDeleted?: () => void) {
  const { t } = useTranslation('recipients');
  const { modal, message } = App.useApp();
  const remove = useDeleteRecipient(merchantId);
  return (recipient: Recipient) =>
    modal.confirm({
      title: t('delete.title', { name: recipient.name }),
      content: t('delete.text'),
      okText: t('delete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('form.cancel'),
      onOk: async () => {
        await remove.mutateAsync(recipient.id);
        void message.success(t('delete.done'));
        onDeleted?.();
      },
    });
}
