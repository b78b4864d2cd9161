import { Alert, Card, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { APPLICATION_STATUS } from '@mbo/contracts/kyb/application-choices';
import type { Application } from '@mbo/contracts/kyb/application-schema';
import { MissingRecord } from '../../../components/missing-record.tsx';
import { useApplication } from '../api/get-application.ts';
import { CompanyDetails } from '../../../components/application-form/company-details.tsx';

const FILE_LABELS = [
  'store_url',
  'store_url1',
  'store_photo_url2',
  'au_attachment_asic_extract_url',
  'bank_statement',
] as const;

/**
 * /addMerchantDetail?id=: the application's company info and documents (second document, section 2); under review
 * a processing notice, rejected the reason in the interface language and a link back into the form to resubmit.
 */
export default function ApplicationDetailPage() {
  const { t, i18n } = useTranslation('merchant-application');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const application = useApplication(id);
  if (application.isLoading) return <Skeleton active />;
  const detail = application.data;
  if (!detail)
    return <MissingRecord title={t('detail.missing')} backTo="/addMerchantList" backLabel={t('detail.back')} />;
  const form = detail.form as Application;
  const reason = i18n.language === 'zh_CN' ? detail.objection : detail.en_objection;

  return (
    <Flex vertical gap={16} data-testid="application-detail">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {detail.merchant_name} · {detail.bill_no}
      </Typography.Title>
      {detail.status === APPLICATION_STATUS.underReview ? (
        <Alert type="info" showIcon message={t('detail.processing')} />
      ) : null}
      {detail.status === APPLICATION_STATUS.approved ? (
        <Alert type="success" showIcon message={t('detail.approved')} />
      ) : null}
      {detail.status === APPLICATION_STATUS.rejected ? (
        <Alert
          type="error"
          showIcon
          message={t('detail.rejected', { reason: reason ?? '' })}
          action={<Link to={`/addMerchant?id=${detail.id}`}>{t('detail.resubmit')}</Link>}
        />
      ) : null}
      <CompanyDetails detail={detail} />
      <Card title={t('detail.other')}>
        <Descriptions column={1}>
          <Descriptions.Item label={t('field.web_site')}>{form.web_site || '—'}</Descriptions.Item>
          {FILE_LABELS.map((field) =>
            detail.files[field] ? (
              <Descriptions.Item key={field} label={t(`field.${field}`)}>
                <Typography.Link href={detail.files[field].url} target="_blank" rel="noreferrer">
                  {t('upload.view')}
                </Typography.Link>
              </Descriptions.Item>
            ) : null,
          )}
        </Descriptions>
      </Card>
    </Flex>
  );
}
