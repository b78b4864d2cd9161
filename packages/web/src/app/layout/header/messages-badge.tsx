import { BellOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { isPageAllowed } from '@mbo/contracts/access';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { useUnreadMessageCount } from '../../api/get-unread-message-count.ts';

/** The messages icon with the unread count; only for roles that may open the message list. */
export function MessagesBadge() {
  const { t } = useTranslation('shell');
  const { user, roles } = useSession();
  const canOpen = isPageAllowed(roles, 'message');
  const unread = useUnreadMessageCount(user?.user.id, canOpen);
  if (!canOpen) return null;
  const count = unread.data ?? 0;
  return (
    <Link
      to="/message"
      className="shell-header__icon-link"
      aria-label={t('header.messages_unread', { count })}
      data-testid="messages-link"
    >
      <Badge count={count} size="small" overflowCount={99}>
        <BellOutlined className="shell-header__icon" aria-hidden />
      </Badge>
    </Link>
  );
}
