import { CheckOutlined, ShopOutlined } from '@ant-design/icons';
import { Button, Modal, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { liveMerchants, useSession } from '../../../lib/session.ts';

interface MerchantSwitchModalProps {
  isOpen: boolean;
  onClose: () => void;
  onChoose: (merchantId: number) => void;
}

/**
 * The merchant switcher: the user's live (non-deleted) merchants, the current one marked. A dialog rather than a
 * hover sub-menu, so that a long list, a keyboard and a touch screen all work the same.
 */
export function MerchantSwitchModal({ isOpen, onClose, onChoose }: MerchantSwitchModalProps) {
  const { t } = useTranslation('shell');
  const { user, merchant } = useSession();
  return (
    <Modal open={isOpen} title={t('switch.title')} onCancel={onClose} footer={null} destroyOnHidden>
      <ul className="merchant-switch" aria-label={t('switch.list')}>
        {liveMerchants(user).map((entry) => {
          const isCurrent = entry.id === merchant?.id;
          return (
            <li key={entry.id}>
              <Button
                block
                className="merchant-switch__option"
                icon={isCurrent ? <CheckOutlined aria-hidden /> : <ShopOutlined aria-hidden />}
                disabled={isCurrent}
                aria-current={isCurrent ? 'true' : undefined}
                onClick={() => {
                  onClose();
                  onChoose(entry.id);
                }}
              >
                <span className="merchant-switch__name">{entry.name}</span>
                {isCurrent && <Tag color="blue">{t('user.current')}</Tag>}
                {!entry.is_verify && <Tag>{t('switch.unverified')}</Tag>}
              </Button>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
