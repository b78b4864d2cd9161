import { Alert, Button, Flex, Typography } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CallError } from '../../../lib/api-client.ts';
import { useBeginSetup } from '../api/begin-setup.ts';
import { useConfirmSetup } from '../api/confirm-setup.ts';
import { CodeConfirmForm } from './code-confirm-form.tsx';
import { RecoveryCodesView } from './recovery-codes-view.tsx';

/** Groups of four, as authenticator apps show a secret to be typed. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up an authenticator app: a new secret as a QR code and as text, confirmed with a current code of the app;
 * then the recovery codes, shown once. `onDone` runs when the user has put the codes away.
 */
export function SetupFlow({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('two-factor');
  const begin = useBeginSetup();
  const confirm = useConfirmSetup();
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) return <RecoveryCodesView codes={codes} onDone={onDone} />;
  if (!begin.data) {
    return (
      <Flex vertical gap={12} align="start">
        <Typography.Paragraph style={{ margin: 0 }}>{t('setup.intro')}</Typography.Paragraph>
        {begin.error && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={begin.error instanceof CallError ? begin.error.message : t('failed')}
          />
        )}
        <Button type="primary" loading={begin.isPending} onClick={() => begin.mutate()}>
          {t('setup.start')}
        </Button>
      </Flex>
    );
  }
  const { secret, otpauth_uri: uri } = begin.data;
  return (
    <Flex vertical gap={16} data-testid="two-factor-setup">
      <Typography.Paragraph style={{ margin: 0 }}>{t('setup.scan')}</Typography.Paragraph>
      <QRCodeSVG
        value={uri}
        size={176}
        marginSize={2}
        title={t('setup.qr_label')}
        role="img"
        aria-label={t('setup.qr_label')}
      />
      <div>
        <Typography.Text type="secondary">{t('setup.secret_label')}</Typography.Text>
        <Typography.Paragraph copyable={{ text: secret }} style={{ margin: 0 }}>
          <code data-testid="two-factor-secret">{grouped(secret)}</code>
        </Typography.Paragraph>
      </div>
      <CodeConfirmForm
        label={t('setup.code_label')}
        submitLabel={t('setup.confirm')}
        acceptsRecoveryCode={false}
        isPending={confirm.isPending}
        onSubmit={async (code) => setCodes((await confirm.mutateAsync(code)).recovery_codes)}
      />
    </Flex>
  );
}
