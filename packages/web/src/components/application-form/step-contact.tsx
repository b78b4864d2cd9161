import { Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { PHONE_COUNTRY_CODES } from '@mbo/contracts/constants';
import { STORE_TYPE } from '@mbo/contracts/kyb/application-choices';
import { useRegions } from './use-onboarding-lookups.ts';
import { LookupSelect } from './lookup-select.tsx';

/** Step 2, contact and address: state and city of the country, street, post code, e-mail, phone, website. */
export function StepContact() {
  const { t } = useTranslation('merchant-application');
  const form = Form.useFormInstance();
  const countryId = Form.useWatch('country_id', form) as number | undefined;
  const provinceId = Form.useWatch('province_id', form) as number | undefined;
  const storeType = Form.useWatch('store_type', form) as number | undefined;
  const provinces = useRegions(countryId);
  const cities = useRegions(provinceId);

  return (
    <>
      <LookupSelect
        name="province_id"
        label={t('field.province_id')}
        testId="province"
        rows={provinces.data}
        isRequired
        clears="city_id"
      />
      <LookupSelect name="city_id" label={t('field.city_id')} testId="city" rows={cities.data} isRequired />
      <Form.Item name="street_address_one" label={t('field.street_address_one')} required>
        <Input maxLength={200} data-testid="street" />
      </Form.Item>
      <Form.Item name="post_code" label={t('field.post_code')} required>
        <Input maxLength={10} data-testid="post-code" />
      </Form.Item>
      <Form.Item name="email" label={t('field.email')} required>
        <Input maxLength={100} data-testid="email" />
      </Form.Item>
      <Form.Item label={t('field.mobile_phone')} required>
        <Space.Compact block>
          <Form.Item name="mobile_phone_region" noStyle>
            <Select
              style={{ width: 100 }}
              options={PHONE_COUNTRY_CODES.map((code) => ({ value: code, label: code }))}
            />
          </Form.Item>
          <Form.Item name="mobile_phone" noStyle>
            <Input maxLength={15} data-testid="mobile-phone" />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item name="web_site" label={t('field.web_site')} required={storeType === STORE_TYPE.online}>
        <Input maxLength={200} placeholder="https://" data-testid="web-site" />
      </Form.Item>
    </>
  );
}
