import { Badge, Card, Empty, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../api/get-me.ts';

/** /console/queues: every review queue with how many items wait in it. */
export default function QueuesPage() {
  const { t } = useTranslation('console');
  const { data } = useMe(true);
  const queues = data?.queues ?? [];
  return (
    <Card>
      <Typography.Title level={2}>{t('queues.title')}</Typography.Title>
      {queues.length === 0 ? (
        <Empty description={t('queues.none')} />
      ) : (
        <List
          dataSource={queues}
          renderItem={(queue) => (
            <List.Item
              actions={[
                <Link key="open" to={`/console/queues/${encodeURIComponent(queue.key)}`}>
                  {t('queues.open')}
                </Link>,
              ]}
            >
              <List.Item.Meta title={queue.title} />
              <Badge
                count={t('queues.waiting', { count: queue.waiting })}
                color={queue.waiting > 0 ? 'orange' : 'green'}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
