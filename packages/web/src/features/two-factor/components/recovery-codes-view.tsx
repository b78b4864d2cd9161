import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface RecoveryCodesViewProps {
  codes: string[];
  onDone: () => void;
}

/** The recovery codes, shown this once (the server keeps only their digests), with a copy action. */
export function RecoveryCodesView({ codes, onDone }: RecoveryCodesViewProps) {
  const { t } = useTranslation('two-factor');
  return (
    <Flex vertical gap={12} data-testid="recovery-codes">
      <Alert type="warning" showIcon title={t('recovery.title')} description={t('recovery.text')} />
      <ol
        aria-label={t('recovery.title')}
        style={{ columns: 2, margin: 0, paddingLeft: 24, fontFamily: 'monospace', fontSize: 15, lineHeight: 1.8 }}
      >
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Typography.Text copyable={{ text: codes.join('\n'), tooltips: [t('recovery.copy'), t('recovery.copied')] }}>
        {t('recovery.copy')}
      </Typography.Text>
      <Button type="primary" onClick={onDone}>
        {t('recovery.done')}
      </Button>
    </Flex>
  );
}
