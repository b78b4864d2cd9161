import { Alert, Card, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { APPLICATION_STATUS } from '@mbo/contracts/kyb/application-choices';
import type { Application } from '@mbo/contracts/kyb/application-schema';
import { MissingRecord } from '../../../components/missing-record.tsx';
import { useApplication } from '../api/get-application.ts';
import {
  useCompanyRoles,
  useCompanyTypes,
  useIndustries,
} from '../../../components/application-form/use-onboarding-lookups.ts';

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
  const types = useCompanyTypes(i18n.language);
  const roles = useCompanyRoles(i18n.language);
  const industries = useIndustries(undefined);
  if (application.isLoading) return <Skeleton active />;
  const detail = application.data;
  if (!detail)
    return <MissingRecord title={t('detail.missing')} backTo="/addMerchantList" backLabel={t('detail.back')} />;
  const form = detail.form as Application;
  const isZh = i18n.language === 'zh_CN';
  const industry = industries.data?.find((row) => row.id === form.industry_id);
  const reason = isZh ? detail.objection : detail.en_objection;

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
      <Card title={t('detail.company')}>
        <Descriptions column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('field.country')}>{t(`country.${detail.country_id}`)}</Descriptions.Item>
          <Descriptions.Item label={t('field.time_zone')}>{form.time_zone}</Descriptions.Item>
          <Descriptions.Item
            label={detail.country_id === 2 ? t('field.business_license_number') : t('field.au_company_abn')}
          >
            {detail.country_id === 2 ? form.business_license_number : form.au_company_abn}
          </Descriptions.Item>
          <Descriptions.Item label={t('field.company_type_id')}>
            {types.data?.find((type) => type.id === form.company_type_id)?.value}
          </Descriptions.Item>
          <Descriptions.Item label={t('field.merchant_name')}>{form.merchant_name}</Descriptions.Item>
          <Descriptions.Item label={t('field.au_company_trading_name')}>
            {form.au_company_trading_name}
          </Descriptions.Item>
          <Descriptions.Item label={t('field.industry_id')}>
            {industry ? (isZh ? industry.name : industry.en_name) : ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('field.position_type')}>
            {roles.data?.find((role) => role.id === form.position_type)?.value}
          </Descriptions.Item>
          <Descriptions.Item label={t('field.email')}>{form.email}</Descriptions.Item>
          <Descriptions.Item label={t('field.street_address_one')}>{form.street_address_one}</Descriptions.Item>
          <Descriptions.Item label={t('field.province_id')}>{detail.province_name}</Descriptions.Item>
          <Descriptions.Item label={t('field.city_id')}>{detail.city_name}</Descriptions.Item>
          <Descriptions.Item label={t('field.post_code')}>{form.post_code}</Descriptions.Item>
        </Descriptions>
      </Card>
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
