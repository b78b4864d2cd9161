import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A stored document's signed link (opens in a new tab), or a dash when there is none. */
export function FileLink({ file, label }: { file: { url: string } | null | undefined; label: string }) {
  const { t } = useTranslation('reseller-onboarding');
  if (!file) return <>—</>;
  return (
    <Typography.Link href={file.url} target="_blank" rel="noreferrer" aria-label={t('detail.open', { label })}>
      {t('detail.view')}
    </Typography.Link>
  );
}
