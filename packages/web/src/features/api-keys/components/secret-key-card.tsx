import { App, Button, Card, Descriptions, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MERCHANT_API_DOCS_PATH } from '@mbo/contracts/calls/api-keys';
import { usePublicKey } from '../../../lib/api/get-public-key.ts';
import { useSendSecretKey } from '../../../lib/api/send-secret-key.ts';
import { ApiKeysTable } from './api-keys-table.tsx';
import { RotateKeyDialog } from './rotate-key-dialog.tsx';

/**
 * The secret key: sent by SMS to the signed-in user's phone (the toast names the masked phone), never shown on
 * screen; the public key (key id) shown with a copy button; a new key with chosen scopes behind an SMS code; the
 * list of keys with their issuers and scopes; the API documentation.
 */
export function SecretKeyCard({ merchantId }: { merchantId: number }) {
  const { t } = useTranslation('api-keys');
  const { message } = App.useApp();
  const publicKey = usePublicKey(merchantId);
  const send = useSendSecretKey(merchantId);
  const [isRotating, setRotating] = useState(false);
  const hasKey = Boolean(publicKey.data);

  const sendKey = async () => {
    try {
      const result = await send.mutateAsync();
      void message.success({ content: <span data-testid="secret-key-sent">{result.msg}</span>, duration: 6 });
    } catch {
      // The call wrapper has shown the failure.
    }
  };

  return (
    <Card
      title={
        <Typography.Title level={2} className="developer-page__title">
          {t('key.title')}
        </Typography.Title>
      }
    >
      <Typography.Paragraph>{t('key.intro')}</Typography.Paragraph>
      <Descriptions column={1} bordered size="small" className="developer-page__keys">
        <Descriptions.Item label={t('key.public_key')}>
          {publicKey.isPending ? (
            '…'
          ) : hasKey ? (
            <Typography.Text code copyable={{ tooltips: [t('key.copy'), t('key.copied')] }} data-testid="public-key">
              {publicKey.data}
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary" data-testid="public-key-none">
              {t('key.none')}
            </Typography.Text>
          )}
        </Descriptions.Item>
      </Descriptions>
      <Flex gap={12} wrap className="developer-page__actions">
        <Button type="primary" onClick={() => void sendKey()} loading={send.isPending}>
          {t('key.get')}
        </Button>
        <Button onClick={() => setRotating(true)}>{t('key.rotate')}</Button>
        <Button href={MERCHANT_API_DOCS_PATH} target="_blank" rel="noopener">
          {t('key.docs')}
        </Button>
      </Flex>
      <Typography.Title level={3} className="developer-page__subtitle">
        {t('keys.title')}
      </Typography.Title>
      <ApiKeysTable merchantId={merchantId} />
      <RotateKeyDialog merchantId={merchantId} open={isRotating} onClose={() => setRotating(false)} />
    </Card>
  );
}
