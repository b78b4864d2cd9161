import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { GENDER, personSubmissionSchema } from '@mbo/contracts/kyc/person-schema';
import { zodRule } from '../../../lib/form-rules.ts';
import { useRegions } from '../api/get-regions.ts';
import type { PersonFormValues } from './person-form-values.ts';

const shape = personSubmissionSchema.shape;
type Option = { value: number; label: string };

/** Who the person is and where they live: names, birthday, gender, residence (country, state, city, street). */
export function PersonalFields({
  countries,
  regionName,
}: {
  countries: Option[];
  regionName: (region: { name: string; en_name: string }) => string;
}) {
  const { t } = useTranslation('kyc');
  const form = Form.useFormInstance<PersonFormValues>();
  const country = Form.useWatch('residence_country', form);
  const province = Form.useWatch('province_id', form);
  const provinces = useRegions(country);
  const cities = useRegions(province);
  const options = (rows: { id: number; name: string; en_name: string }[] | undefined) =>
    (rows ?? []).map((row) => ({ value: row.id, label: regionName(row) }));

  return (
    <>
      <Form.Item name="nationality" label={t('fields.nationality')} rules={[zodRule(shape.nationality)]}>
        <Select showSearch optionFilterProp="label" options={countries} data-testid="nationality" />
      </Form.Item>
      <Form.Item name="first_name" label={t('fields.first_name')} rules={[zodRule(shape.first_name)]}>
        <Input maxLength={50} autoComplete="given-name" />
      </Form.Item>
      <Form.Item name="middle_name" label={t('fields.middle_name')} rules={[zodRule(shape.middle_name)]}>
        <Input maxLength={50} autoComplete="additional-name" />
      </Form.Item>
      <Form.Item name="last_name" label={t('fields.last_name')} rules={[zodRule(shape.last_name)]}>
        <Input maxLength={50} autoComplete="family-name" />
      </Form.Item>
      <Form.Item name="birthday" label={t('fields.birthday')} rules={[zodRule(shape.birthday)]}>
        <Input type="date" autoComplete="bday" />
      </Form.Item>
      <Form.Item name="gender" label={t('fields.gender')} rules={[zodRule(shape.gender)]}>
        <Select
          showSearch
          optionFilterProp="label"
          options={[
            { value: GENDER.male, label: t('gender.1') },
            { value: GENDER.female, label: t('gender.2') },
          ]}
          data-testid="gender"
        />
      </Form.Item>
      <Form.Item
        name="residence_country"
        label={t('fields.residence_country')}
        rules={[zodRule(shape.residence_country)]}
      >
        <Select
          showSearch
          optionFilterProp="label"
          options={countries}
          data-testid="residence-country"
          onChange={() => form.setFieldsValue({ province_id: undefined, city_id: undefined })}
        />
      </Form.Item>
      <Form.Item name="province_id" label={t('fields.province_id')} rules={[zodRule(shape.province_id)]}>
        <Select
          showSearch
          optionFilterProp="label"
          options={options(provinces.data)}
          loading={provinces.isLoading}
          disabled={!country}
          data-testid="province"
          onChange={() => form.setFieldsValue({ city_id: undefined })}
        />
      </Form.Item>
      <Form.Item name="city_id" label={t('fields.city_id')} rules={[zodRule(shape.city_id)]}>
        <Select
          showSearch
          optionFilterProp="label"
          options={options(cities.data)}
          loading={cities.isLoading}
          disabled={!province}
          data-testid="city"
        />
      </Form.Item>
      <Form.Item name="street" label={t('fields.street')} rules={[zodRule(shape.street)]}>
        <Input maxLength={200} autoComplete="street-address" />
      </Form.Item>
      <Form.Item name="postcode" label={t('fields.postcode')} rules={[zodRule(shape.postcode)]}>
        <Input maxLength={10} autoComplete="postal-code" />
      </Form.Item>
    </>
  );
}
