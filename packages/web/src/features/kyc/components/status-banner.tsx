import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { VERIFY_STATUS } from '@mbo/contracts/constants';
import { textIn } from '../../../lib/format.ts';

interface StatusBannerProps {
  status: number | null;
  objection: string | null;
  enObjection: string | null;
  isEditing: boolean;
  onUpdateNow: () => void;
}

/** Where the verification stands: not submitted, under review, passed, or rejected with the reason. */
export function StatusBanner(props: StatusBannerProps) {
  return (
    <div data-testid="kyc-status">
      <Banner {...props} />
    </div>
  );
}

function Banner({ status, objection, enObjection, isEditing, onUpdateNow }: StatusBannerProps) {
  const { t, i18n } = useTranslation('kyc');
  if (status === VERIFY_STATUS.underReview)
    return <Alert type="info" showIcon message={t('status.0')} description={t('under_review')} />;
  if (status === VERIFY_STATUS.passed)
    return <Alert type="success" showIcon message={t('status.1')} description={t('passed')} />;
  if (status === VERIFY_STATUS.rejected) {
    const reason = textIn(i18n.language, { zh: objection, en: enObjection }) ?? objection ?? enObjection ?? '';
    return (
      <Alert
        type="error"
        showIcon
        message={t('status.2')}
        description={t('rejected', { reason })}
        action={
          isEditing ? null : (
            <Button type="primary" onClick={onUpdateNow}>
              {t('update_now')}
            </Button>
          )
        }
      />
    );
  }
  return <Alert type="warning" showIcon message={t('status.none')} description={t('none')} />;
}
