import { BellOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { useUnreadMessageCount } from '../../api/get-unread-message-count.ts';

/** The messages icon with the unread count: every signed-in person has messages (an applicant too). */
export function MessagesBadge() {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const unread = useUnreadMessageCount(user?.user.id, true);
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
