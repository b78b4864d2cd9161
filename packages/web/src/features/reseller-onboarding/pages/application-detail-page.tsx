import { Alert, Card, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { APPLICATION_STATUS } from '@mbo/contracts/kyb/application-choices';
import { ADD_FOR, mayResubmit } from '@mbo/contracts/resellers/add-merchant-schema';
import { CompanyDetails } from '../../../components/application-form/company-details.tsx';
import { MissingRecord } from '../../../components/missing-record.tsx';
import { useResellerApplication } from '../api/get-reseller-application.ts';
import { ContactPart, DocumentsPart, PeoplePart, SettlementPart } from '../components/application-parts.tsx';
import { useResellerProfileContext } from '../lib/reseller-profile.ts';

/**
 * /reseller/applications/:id: every part of an application the reseller added (for whom, company, contact and the
 * merchant's admin, documents, personal IDs, settlement and rates), files as links; under review a processing
 * notice; rejected, the reason in the reader's language and, for whom may resubmit it (`mayResubmit`), a link that
 * reopens the form.
 */
export default function ApplicationDetailPage() {
  const { t, i18n } = useTranslation('reseller-onboarding');
  const id = Number(useParams().id) || null;
  const reseller = useResellerProfileContext();
  const application = useResellerApplication(id);
  if (application.isLoading) return <Skeleton active data-testid="detail-skeleton" />;
  const detail = application.data;
  if (!detail)
    return <MissingRecord title={t('detail.missing')} backTo="/reseller/applications" backLabel={t('detail.back')} />;
  const reason = i18n.language === 'zh_CN' ? detail.objection : detail.en_objection;
  const isOursToResubmit = mayResubmit(reseller.id, {
    resellerId: detail.reseller_id,
    addedByResellerId: detail.added_by_reseller_id,
  });

  return (
    <Flex vertical gap={16} data-testid="reseller-application-detail" style={{ maxWidth: 1100 }}>
      <Link to="/reseller/applications">{t('detail.back')}</Link>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {detail.merchant_name} · {detail.bill_no}
      </Typography.Title>
      {detail.status === APPLICATION_STATUS.underReview ? (
        <Alert type="info" showIcon message={t('detail.processing')} data-testid="detail-status" />
      ) : null}
      {detail.status === APPLICATION_STATUS.approved ? (
        <Alert type="success" showIcon message={t('detail.approved')} data-testid="detail-status" />
      ) : null}
      {detail.status === APPLICATION_STATUS.rejected ? (
        <Alert
          type="error"
          showIcon
          data-testid="detail-status"
          message={t('detail.rejected', { reason: reason ?? '' })}
          action={
            isOursToResubmit ? <Link to={`/reseller/add?id=${detail.id}`}>{t('detail.resubmit')}</Link> : undefined
          }
        />
      ) : null}
      <Card title={t('detail.whose')}>
        <Descriptions column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('list.for')}>
            {detail.for === ADD_FOR.self ? t('list.for_self', { name: detail.reseller_name }) : detail.reseller_name}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.added_by')}>{detail.added_by_reseller_name}</Descriptions.Item>
        </Descriptions>
      </Card>
      <CompanyDetails detail={detail} hasRole={false} />
      <ContactPart detail={detail} />
      <DocumentsPart detail={detail} />
      <PeoplePart detail={detail} />
      <SettlementPart detail={detail} />
    </Flex>
  );
}
