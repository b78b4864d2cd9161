import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CallError } from '../../../lib/api-client.ts';
import { useOutbox } from '../api/get-outbox.ts';
import { OutboxTable } from '../components/outbox-table.tsx';

/** The server answers 404 for the outbox unless DEV_OUTBOX is on and the caller is on its machine. */
const isNotFound = (error: Error | null) => error instanceof CallError && error.status === 404;

/**
 * /dev/outbox: the messages no provider sends (codes by e-mail and SMS, API secrets), held for development and the
 * demo, so a developer or tester can sign in by code. Where the outbox is off the call is refused and the page says so.
 */
export default function OutboxPage() {
  const { t } = useTranslation('outbox');
  const [recipient, setRecipient] = useState('');
  const outbox = useOutbox(recipient);
  return (
    <main style={{ maxWidth: 1200, margin: '0 auto', padding: '24px 16px' }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('outbox.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('outbox.intro')}</Typography.Paragraph>
      <Flex gap={12} wrap align="end" style={{ marginBottom: 16 }}>
        <Form layout="vertical" style={{ flex: '1 1 320px', maxWidth: 480 }}>
          <Form.Item label={t('outbox.recipient')} htmlFor="outbox-recipient" style={{ marginBottom: 0 }}>
            <Input.Search
              id="outbox-recipient"
              allowClear
              placeholder={t('outbox.recipient_placeholder')}
              enterButton={t('outbox.filter')}
              onSearch={(value) => setRecipient(value.trim())}
            />
          </Form.Item>
        </Form>
        <Button icon={<ReloadOutlined />} onClick={() => void outbox.refetch()} loading={outbox.isFetching}>
          {t('outbox.refresh')}
        </Button>
      </Flex>
      {isNotFound(outbox.error) ? (
        <Alert
          type="warning"
          showIcon
          title={t('outbox.unavailable_title')}
          description={t('outbox.unavailable_text')}
        />
      ) : outbox.error ? (
        <Alert type="error" showIcon title={outbox.error.message} />
      ) : (
        <OutboxTable messages={outbox.data?.messages ?? []} isLoading={outbox.isLoading} />
      )}
      <p style={{ marginTop: 16 }}>
        <Link to="/login">{t('outbox.back_to_login')}</Link>
      </p>
    </main>
  );
}
