import { Alert, Button, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Found } from '@mbo/contracts/calls/transaction-finding';
import { formatMoneyIn } from '../../../lib/format.ts';
import { foundPath } from '../lib/found-path.ts';

interface FoundPanelProps {
  number: string;
  matches: readonly Found[];
  onOpen: (path: string) => void;
  onClose: () => void;
}

/** What the number box found when it cannot simply open it: nothing, several things, or an order never paid. */
export function FoundPanel({ number, matches, onOpen, onClose }: FoundPanelProps) {
  const { t } = useTranslation('transactions');
  if (matches.length === 0) {
    return (
      <Alert
        type="info"
        showIcon
        closable
        onClose={onClose}
        data-testid="transactions-found"
        message={t('found.none', { number })}
        description={t('found.none_hint')}
      />
    );
  }
  return (
    <Alert
      type="info"
      closable
      onClose={onClose}
      data-testid="transactions-found"
      message={t('found.title', { number })}
      description={
        <List
          size="small"
          dataSource={[...matches]}
          rowKey={(found) => `${found.kind}:${found.id}`}
          renderItem={(found) => {
            const path = foundPath(found);
            return (
              <List.Item
                actions={
                  path
                    ? [
                        <Button key="open" type="link" size="small" onClick={() => onOpen(path)}>
                          {t(`found.open.${found.kind}`, { number: found.number })}
                        </Button>,
                      ]
                    : []
                }
              >
                <Space wrap>
                  <Tag>{t(`found.kind.${found.kind}`)}</Tag>
                  <Typography.Text className="transactions-table__mono">{found.number}</Typography.Text>
                  <span>{found.time}</span>
                  <span>{formatMoneyIn(found.amount, found.currency_number)}</span>
                  <Tag color={found.kind === 'order' ? 'red' : 'green'}>{found.status_name}</Tag>
                  {found.matched_by !== 'number' && (
                    <Typography.Text type="secondary">{t(`found.matched.${found.matched_by}`)}</Typography.Text>
                  )}
                </Space>
              </List.Item>
            );
          }}
        />
      }
    />
  );
}
