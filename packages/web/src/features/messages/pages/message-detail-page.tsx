import { Card, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MissingRecord } from '../../../components/missing-record.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { merchantTimeZone, useSession } from '../../../lib/session.ts';
import { useMessage } from '../api/messages.ts';
import '../messages.css';

/**
 * /messageDetail?id=: one message's title, time and content. The content is HTML the server passed through its
 * allow-list (`modules/messages/message-html.ts`) on this very read; opening it marks it read.
 */
export default function MessageDetailPage() {
  const { t } = useTranslation('messages');
  const { user, merchant } = useSession();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const message = useMessage(user?.user.id ?? 0, id);
  if (message.isLoading) return <Skeleton active paragraph={{ rows: 5 }} data-testid="message-skeleton" />;
  const data = message.data;
  if (!data) return <MissingRecord title={t('missing')} backTo="/message" backLabel={t('back')} />;
  return (
    <Card className="message-detail" data-testid="message-detail">
      <Typography.Title level={2} className="message-detail__title">
        {data.title}
      </Typography.Title>
      <Typography.Text type="secondary">
        {formatInstant(data.create_date_time, merchantTimeZone(merchant))}
      </Typography.Text>
      <div
        className="message-detail__content"
        data-testid="message-content"
        // Cleaned by the server's allow-list on this read (no script, handler, frame or external image).
        dangerouslySetInnerHTML={{ __html: data.content }}
      />
    </Card>
  );
}
