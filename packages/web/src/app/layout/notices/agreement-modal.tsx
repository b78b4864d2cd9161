import { Button, Modal, Typography } from 'antd';
import { isPageAllowed } from '@mbo/contracts/access';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import { useNearAgreement } from '../../api/get-near-agreement.ts';
import { useUpdateMerchantAgreement } from '../../api/update-merchant-agreement.ts';
import { textIn } from '../../../lib/format.ts';

/**
 * The agreement-update modal (spec, section 4): asked only with the agreement role; shown while the latest agreement
 * of category 10001 awaits this merchant's acknowledgement. It closes only by acknowledging: the update binds the
 * merchant, so it is not something to wave away.
 */
export function AgreementModal() {
  const { t, i18n } = useTranslation('shell');
  const { roles, merchant, user } = useSession();
  const canAcknowledge = merchant !== null && isPageAllowed(roles, 'agreement');
  const agreement = useNearAgreement(merchant?.id, canAcknowledge);
  const acknowledge = useUpdateMerchantAgreement(merchant?.id, user?.user.id);
  const data = agreement.data;
  if (!canAcknowledge || !data?.IsUpdate || !data.Agreement) return null;
  const content = textIn(i18n.language, { zh: data.Agreement.UpdateContent, en: data.Agreement.UpdateEnContent });

  return (
    <Modal
      open
      title={t('agreement.title')}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      width={640}
      footer={
        <Button type="primary" loading={acknowledge.isPending} onClick={() => acknowledge.mutate()}>
          {t('agreement.acknowledge')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        {t('agreement.updated', { time: data.Agreement.UpdateTime })}
      </Typography.Paragraph>
      <div className="shell-agreement" tabIndex={0} data-testid="agreement-content">
        {content}
      </div>
    </Modal>
  );
}
