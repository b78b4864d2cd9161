import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApplicationDetail } from '@mbo/contracts/calls/kyb';
import type { Application } from '@mbo/contracts/kyb/application-schema';
import { useCompanyRoles, useCompanyTypes, useIndustries } from './use-onboarding-lookups.ts';

interface CompanyDetailsProps {
  detail: Pick<ApplicationDetail, 'country_id' | 'province_name' | 'city_name' | 'form'>;
  /** Whether to show the applicant's role (the merchant's own application has one, a reseller's has none). */
  hasRole?: boolean;
}

/**
 * An application's company info, as the detail pages show it (second document, section 2): country, time zone, ABN
 * or licence number, type, names, industry, role, e-mail and address.
 */
export function CompanyDetails({ detail, hasRole = true }: CompanyDetailsProps) {
  const { t, i18n } = useTranslation('merchant-application');
  const types = useCompanyTypes(i18n.language);
  const roles = useCompanyRoles(i18n.language);
  const industries = useIndustries(undefined);
  const form = detail.form as Application;
  const isZh = i18n.language === 'zh_CN';
  const industry = industries.data?.find((row) => row.id === form.industry_id);
  return (
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
        <Descriptions.Item label={t('field.au_company_trading_name')}>{form.au_company_trading_name}</Descriptions.Item>
        <Descriptions.Item label={t('field.industry_id')}>
          {industry ? (isZh ? industry.name : industry.en_name) : ''}
        </Descriptions.Item>
        {hasRole ? (
          <Descriptions.Item label={t('field.position_type')}>
            {roles.data?.find((role) => role.id === form.position_type)?.value}
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('field.email')}>{form.email}</Descriptions.Item>
        <Descriptions.Item label={t('field.street_address_one')}>{form.street_address_one}</Descriptions.Item>
        <Descriptions.Item label={t('field.province_id')}>{detail.province_name}</Descriptions.Item>
        <Descriptions.Item label={t('field.city_id')}>{detail.city_name}</Descriptions.Item>
        <Descriptions.Item label={t('field.post_code')}>{form.post_code}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
