import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { COUNTRIES } from '@mbo/contracts/lookups/countries';
import { STORE_TYPES } from '@mbo/contracts/kyb/application-choices';
import { useCompanyRoles, useCompanyTypes, useIndustries, useIndustryCategories } from './use-onboarding-lookups.ts';
import { LookupSelect } from './lookup-select.tsx';

/**
 * Step 1, basic company info: country and time zone, ABN or licence number, names, type, industry, the applicant's
 * role (`hasRole`: a reseller adding a merchant has none; its share list names the roles) and store type.
 */
export function StepCompany({ hasRole = true }: { hasRole?: boolean }) {
  const { t, i18n } = useTranslation('merchant-application');
  const form = Form.useFormInstance();
  const countryId = Form.useWatch('country_id', form) as number | undefined;
  const category = Form.useWatch('industry_category', form) as number | undefined;
  const categories = useIndustryCategories();
  const industries = useIndustries(category);
  const types = useCompanyTypes(i18n.language);
  const roles = useCompanyRoles(i18n.language);

  return (
    <>
      <Form.Item name="country_id" label={t('field.country')} required>
        <Select
          data-testid="country"
          options={COUNTRIES.map((country) => ({
            value: country.id,
            label: i18n.language === 'zh_CN' ? country.zh : country.en,
          }))}
          onChange={(id: number) =>
            form.setFieldsValue({
              time_zone: COUNTRIES.find((country) => country.id === id)?.timeZone,
              province_id: undefined,
              city_id: undefined,
              mobile_phone_region: id === 2 ? '+86' : '+61',
            })
          }
        />
      </Form.Item>
      <Form.Item name="time_zone" label={t('field.time_zone')} required>
        <Input disabled />
      </Form.Item>
      {countryId === 2 ? (
        <Form.Item name="business_license_number" label={t('field.business_license_number')} required>
          <Input maxLength={18} data-testid="business-license-number" />
        </Form.Item>
      ) : (
        <Form.Item name="au_company_abn" label={t('field.au_company_abn')} required>
          <Input maxLength={14} data-testid="abn" />
        </Form.Item>
      )}
      <Form.Item name="merchant_name" label={t('field.merchant_name')} required>
        <Input maxLength={100} data-testid="merchant-name" />
      </Form.Item>
      <Form.Item name="company_type_id" label={t('field.company_type_id')} required>
        <Select
          data-testid="company-type"
          options={(types.data ?? []).map((type) => ({ value: type.id, label: type.value }))}
        />
      </Form.Item>
      <LookupSelect
        name="industry_category"
        label={t('field.industry_category')}
        testId="industry-category"
        rows={categories.data}
        clears="industry_id"
      />
      <LookupSelect
        name="industry_id"
        label={t('field.industry_id')}
        testId="industry"
        rows={industries.data}
        isRequired
      />
      <Form.Item
        name="au_company_trading_name"
        label={t('field.au_company_trading_name')}
        extra={t('hint.trading_name')}
        required
      >
        <Input maxLength={50} data-testid="trading-name" />
      </Form.Item>
      {hasRole ? (
        <Form.Item name="position_type" label={t('field.position_type')} required>
          <Select
            data-testid="position"
            options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.value }))}
          />
        </Form.Item>
      ) : null}
      <Form.Item name="store_type" label={t('field.store_type')} required>
        <Select
          data-testid="store-type"
          options={STORE_TYPES.map((type) => ({ value: type, label: t(`store_type.${type}`) }))}
        />
      </Form.Item>
    </>
  );
}
