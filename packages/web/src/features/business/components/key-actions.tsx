import { KeyOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Modal, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../lib/notify.ts';
import { usePublicKey } from '../../../lib/api/get-public-key.ts';
import { useSendSecretKey } from '../../../lib/api/send-secret-key.ts';

/** Toasts of the secret-key send stay as long as errors do: the user reads a phone number in it. */
const SENT_TOAST_SECONDS = 10;

/** "Get secret key" (sent by SMS to the signed-in user's phone) and "Public key" (a modal showing it). */
export function KeyActions({ merchantId }: { merchantId: number }) {
  const { t } = useTranslation('business');
  const send = useSendSecretKey(merchantId);
  const [isPublicKeyOpen, setPublicKeyOpen] = useState(false);
  const publicKey = usePublicKey(merchantId, isPublicKeyOpen);

  const sendKey = async () => {
    try {
      const result = await send.mutateAsync();
      toastSuccess(t('keys.secret_sent', { phone: result.phone }), SENT_TOAST_SECONDS);
    } catch {
      // The call wrapper has shown the refusal.
    }
  };

  return (
    <Space wrap>
      <Button icon={<KeyOutlined />} loading={send.isPending} onClick={() => void sendKey()}>
        {t('keys.get_secret')}
      </Button>
      <Button icon={<SafetyCertificateOutlined />} onClick={() => setPublicKeyOpen(true)}>
        {t('keys.public_key')}
      </Button>
      <Modal
        open={isPublicKeyOpen}
        title={t('keys.public_key')}
        onCancel={() => setPublicKeyOpen(false)}
        onOk={() => setPublicKeyOpen(false)}
        okText={t('keys.close')}
        cancelButtonProps={{ hidden: true }}
        destroyOnHidden
      >
        {publicKey.isLoading ? (
          <Spin />
        ) : publicKey.data ? (
          <Typography.Paragraph
            copyable={{ text: publicKey.data }}
            className="business-page__digits"
            data-testid="business-public-key"
          >
            {publicKey.data}
          </Typography.Paragraph>
        ) : (
          <Typography.Paragraph type="secondary">
            {publicKey.isError ? t('keys.public_key_error') : t('keys.public_key_none')}
          </Typography.Paragraph>
        )}
      </Modal>
    </Space>
  );
}
